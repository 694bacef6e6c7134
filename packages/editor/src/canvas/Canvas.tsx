import { type KeyboardEvent, memo, useEffect, useMemo, useState } from 'react';
import { useBootstrap } from '../app/BootstrapContext';
import { firstScreen } from '../app/first-screen';
import { useViewportMatch, WIDE_SCREEN_QUERY } from '../app/layout/useViewportMatch';
import type { LocationTarget } from '../app/location';
import { useRouter } from '../app/Router';
import { type ShownRecords, useRecordSessions } from '../data/collab/use-record-sessions';
import { useEntityStore } from '../data/entities/EntityStoreContext';
import type { EntityStore } from '../data/entities/entity-store';
import type { RecordRef } from '../data/entities/store-state';
import { useShownEditsToldFirst } from '../data/entities/tell-shown-edits-first';
import { usePreference } from '../data/preferences/PreferencesProvider';
import { RootBlockList } from './block-list/RootBlockList';
import { RootPaddingAwareContext } from './block-list/root-padding-context';
import { editorBlockTypes } from './block-types/editor-block-types';
import {
  registerRecordBlockTypes,
  useRecordBlockTypes,
} from './block-types/use-record-block-types';
import { ShownRecordProvider } from './blocks/shown-records';
import { CanvasCoEditing } from './CanvasCoEditing';
import { EditorChrome } from './chrome/EditorChrome';
import { useCanvasDocState } from './chrome/use-canvas-doc-state';
import { createBlockCommands } from './commands/block-commands';
import { CanvasCommands } from './commands/CanvasCommands';
import { referencedEntity } from './commands/referenced-entity';
import { DocumentTools } from './DocumentTools';
import { useBlockDrop } from './drag/use-block-drop';
import { LazyFrameToolsMount, usePreloadEditingParts } from './editing-parts';
import { CanvasFrame } from './frame/CanvasFrame';
import { useFrameDocument } from './frame/frame-document';
import { SelectionFocus } from './interaction/SelectionFocus';
import { useCanvasInteractions } from './interaction/use-canvas-interactions';
import { useViewModeClick } from './interaction/use-view-mode-click';
import { LeftPanel } from './LeftPanel';
import { NameBlocksDialog } from './naming/NameBlocksDialog';
import { PageTemplateControls } from './page-template/PageTemplateControls';
import { PreviewContextProvider } from './preview/PreviewContext';
import { usePreviewContext } from './preview/use-preview-context';
import { RemovalWarningDialog } from './removal/RemovalWarningDialog';
import { StartPatternOptions } from './start-patterns/StartPatternOptions';
import { BlockEditorProvider } from './state/BlockEditorContext';
import { createBlockEditorStore } from './state/block-editor-store';
import { useRecordStatus } from './state/use-record-status';
import { useCanvasStylesheet } from './styles/use-canvas-stylesheet';
import { useJsonStable } from './styles/use-json-stable';
import { CanvasUiProvider } from './ui/CanvasUiContext';
import { createCanvasUiStore } from './ui/canvas-ui-store';
import './Canvas.css';

export interface CanvasProps {
  record: RecordRef;
  mode: 'view' | 'edit';
  /**
   * Where a click (Enter, Space) in view mode leads: by default this location in edit mode; a
   * screen whose location names no record (the only menu on /navigation, the Styles preview)
   * gives the record's own location.
   */
  editLocation?: LocationTarget;
  /**
   * View mode only: show the whole page scaled down (spec 3 §2: zoom-out while Browse styles is
   * open). In edit mode zoom-out is the editor chrome's own state.
   */
  zoomOut?: boolean;
}

/**
 * Registers the types a record's blocks name in the canvases' registry: the page's first load
 * waits for it with this chunk, so the canvas's first render has them.
 */
export function registerCanvasBlockTypes(
  entityStore: EntityStore,
  record: RecordRef,
): Promise<void> {
  return registerRecordBlockTypes(editorBlockTypes(), entityStore, record);
}

/**
 * Co-editing: the record and every record shown inside it are live in their shared documents. A
 * leaf of its own: the blocks' first commit shows the template parts, and the list of shown records
 * that changes then renders this alone, not the canvas and its chrome again before the first paint.
 */
const RecordSessions = memo(function RecordSessions({ store }: { store: ShownRecords }): null {
  useRecordSessions(store);
  return null;
});

/** What edit mode adds inside the frame: its tools, the focus that follows selection, co-editing. */
function FrameEditing() {
  const doc = useFrameDocument();
  // Shown edits (typed text React hears of after the frame) are drawn before any handler of the
  // canvas or the chrome reads them: both windows.
  const entityStore = useEntityStore();
  useShownEditsToldFirst(entityStore, doc?.defaultView);
  useShownEditsToldFirst(entityStore, window);
  if (doc === null) return null;
  return (
    <>
      <LazyFrameToolsMount doc={doc} />
      <SelectionFocus doc={doc} />
      <CanvasCoEditing frameDoc={doc} />
    </>
  );
}

/**
 * The chrome's header tools and left panel: the same elements in every render of the canvas, so
 * the frame's document arriving (canvas state) does not draw them again.
 */
const DOCUMENT_TOOLS = <DocumentTools />;
const LEFT_PANEL = <LeftPanel />;

/**
 * The block editor canvas of a record (spec 1 §2.7): in view mode a preview that a click, Enter or
 * Space turns into edit mode; in edit mode the editable blocks with selection, toolbar, inserter
 * and List View. Lazily loaded: none of this is in the first-load bundle.
 */
export function Canvas({ record, mode, editLocation, zoomOut = false }: CanvasProps) {
  const entityStore = useEntityStore();
  const { editorSettings } = useBootstrap();
  const router = useRouter();
  const activeTheme = editorSettings.themePreview ?? editorSettings.themeStylesheet;
  const registry = useMemo(() => editorBlockTypes(), []);
  useRecordBlockTypes(registry, record);
  const store = useMemo(
    () => createBlockEditorStore({ entityStore, registry, rootRef: record }),
    [entityStore, registry, record],
  );
  const isWide = useViewportMatch(WIDE_SCREEN_QUERY);
  const showListView = usePreference('core', 'showListViewByDefault') === true;
  const distractionFree = usePreference('core', 'distractionFree') === true;
  // Spec 1 §4.1: decided when the canvas mode changes (each mode mounts its own canvas).
  const [ui] = useState(() =>
    createCanvasUiStore({
      leftPanel: mode === 'edit' && isWide && showListView && !distractionFree ? 'list-view' : null,
    }),
  );
  const commands = useMemo(
    () =>
      createBlockCommands({
        store,
        ui,
        templatePartsOnly: !editorSettings.isBlockTheme,
        copy: (text) => void navigator.clipboard?.writeText(text).catch(() => undefined),
        referencedEntity: (block) => referencedEntity(block, activeTheme),
      }),
    [store, ui, editorSettings.isBlockTheme, activeTheme],
  );
  const [doc, setDoc] = useState<Document | null>(null);
  const { pieces, duotoneSvgs, rootPaddingAware, merged } = useCanvasStylesheet();
  // Only the typography settings reach the blocks (fluid custom sizes), and only when they change:
  // a colour edit must not hand every block a new render context.
  const typography = useJsonStable(merged.settings?.typography);
  const basePreviewContext = usePreviewContext(record, { allTypes: false });
  const previewContext = useMemo(
    () => ({
      ...basePreviewContext,
      site: {
        ...basePreviewContext.site,
        rootPaddingAware,
        ...(typography === undefined ? {} : { themeSettings: { typography } }),
      },
    }),
    [basePreviewContext, rootPaddingAware, typography],
  );
  const { loaded, error } = useRecordStatus(record);
  const editing = mode === 'edit';

  useCanvasInteractions({ doc, store, commands, enabled: editing });
  usePreloadEditingParts(editing);
  useBlockDrop({ doc, store, enabled: editing });

  useEffect(() => {
    doc?.body.classList.toggle('is-view-mode', !editing);
  }, [doc, editing]);
  // The blocks are in the frame from the commit that has both (what waits for the first
  // screen — the welcome guides — comes after them).
  useEffect(() => {
    if (doc !== null && loaded) firstScreen.markCanvasDrawn();
  }, [doc, loaded]);
  // The edit-mode chrome sets these on its own document state; a view-mode canvas has no chrome.
  useCanvasDocState(editing ? null : doc, {
    zoomOut: zoomOut && !editing,
    spotlight: false,
    fixedToolbar: false,
  });

  const enterEditMode = () =>
    router.navigate({ ...(editLocation ?? router.location), canvas: 'edit' });
  useViewModeClick(doc, !editing, enterEditMode);
  const onViewKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      enterEditMode();
    }
  };

  // The same element while the record, mode and load state stay: a styles edit redraws the frame's
  // stylesheets and React skips the block tree (an unchanged element is not rendered again).
  const blocks = useMemo(
    () => (
      <div className="wp-site-blocks">
        {loaded && (
          <ShownRecordProvider shown={record}>
            <RootBlockList editing={editing} />
          </ShownRecordProvider>
        )}
        {error !== null && <p>{error.message}</p>}
      </div>
    ),
    [loaded, record, editing, error],
  );

  // The same element when the frame's document arrives: the chrome around it is not drawn again
  // in the blocks' commit (what inside the frame needs the document reads it from the frame).
  const frame = useMemo(
    () => (
      <CanvasFrame cssPieces={pieces} svgs={duotoneSvgs} onDocument={setDoc}>
        {blocks}
        {editing && <FrameEditing />}
      </CanvasFrame>
    ),
    [pieces, duotoneSvgs, blocks, editing],
  );
  const dialogs = useMemo(
    () => (
      <>
        <RemovalWarningDialog />
        <NameBlocksDialog />
        <StartPatternOptions record={record} />
      </>
    ),
    [record],
  );

  return (
    <BlockEditorProvider store={store}>
      <RecordSessions store={store} />
      <CanvasUiProvider store={ui}>
        <PreviewContextProvider value={previewContext}>
          <RootPaddingAwareContext.Provider value={rootPaddingAware}>
            {editing ? (
              <div className="atelier-canvas is-edit-mode">
                <EditorChrome
                  tools={DOCUMENT_TOOLS}
                  leftPanel={LEFT_PANEL}
                  frame={frame}
                  doc={doc}
                />
                {doc !== null && (
                  <CanvasCommands doc={doc} store={store} ui={ui} blockCommands={commands} />
                )}
                <PageTemplateControls record={record} doc={doc} />
                {dialogs}
              </div>
            ) : (
              // biome-ignore lint/a11y/useSemanticElements: the whole preview is the control
              <div
                className={`atelier-canvas is-view-mode${doc === null ? '' : ' is-frame-ready'}`}
                role="button"
                tabIndex={0}
                aria-label="Edit"
                onClick={enterEditMode}
                onKeyDown={onViewKeyDown}
              >
                <div className="atelier-canvas__frame">{frame}</div>
              </div>
            )}
          </RootPaddingAwareContext.Provider>
        </PreviewContextProvider>
      </CanvasUiProvider>
    </BlockEditorProvider>
  );
}
