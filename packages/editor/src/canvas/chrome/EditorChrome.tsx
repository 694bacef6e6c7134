import { memo, type ReactNode, useState } from 'react';
import { HeaderFill } from '../../app/layout/header-slots';
import { useViewportMatch, WIDE_SCREEN_QUERY } from '../../app/layout/useViewportMatch';
import type { CommandRegistry } from '../../commands/command-registry';
import { useCommandShortcuts } from '../../commands/use-command-shortcuts';
import { usePreference } from '../../data/preferences/PreferencesProvider';
import { CodeEditor } from '../code-editor/CodeEditor';
import { DeviceFrame } from '../device/DeviceFrame';
import { canResizeCanvas } from '../device/resizable-canvas';
import { FrameDocumentContext, useFrameDocument } from '../frame/frame-document';
import { SettingsSidebar } from '../inspector/SettingsSidebar';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { Breadcrumbs } from './Breadcrumbs';
import { ChromeProvider, useChrome, useChromeStore } from './ChromeContext';
import { showsBreadcrumbs } from './chrome-rules';
import { createChromeStore } from './chrome-store';
import type { EditorCommandContext } from './editor-commands';
import { PanelControls, PreviewControls } from './HeaderControls';
import { PreferencesDialog } from './PreferencesDialog';
import { ShortcutsHelp } from './ShortcutsHelp';
import { useCanvasDocState } from './use-canvas-doc-state';
import { useEditorCommands } from './use-editor-commands';
import { useFileDropGuard } from './use-file-drop-guard';
import './Chrome.css';

export interface EditorChromeProps {
  /** The core's document tools (inserter and List View toggles), shown in the header. */
  tools: ReactNode;
  /** The left panel (List View / Block Library). */
  leftPanel: ReactNode;
  /** The canvas iframe. */
  frame: ReactNode;
  /** The canvas frame's document, for shortcuts and classes inside it. */
  doc: Document | null;
}

/**
 * Edit mode around the canvas: its controls in the editor header (document tools; the View
 * menu and zoom-out; Settings and Options), the code editor or the resizable canvas, the
 * settings sidebar, the breadcrumbs footer, the dialogs (shortcuts, preferences) and the
 * editor's commands and shortcuts.
 */
export function EditorChrome({ doc, ...parts }: EditorChromeProps) {
  // The settings sidebar starts open on wide screens (782 px or more), as the editor's default area.
  const isWide = useViewportMatch(WIDE_SCREEN_QUERY);
  const [store] = useState(() => createChromeStore({ sidebarOpen: isWide }));
  return (
    <ChromeProvider store={store}>
      <FrameDocumentContext.Provider value={doc}>
        <ChromeLayout {...parts} />
      </FrameDocumentContext.Provider>
    </ChromeProvider>
  );
}

interface FrameDocStateProps {
  registry: CommandRegistry<EditorCommandContext>;
  context: (key?: KeyboardEvent) => EditorCommandContext;
  zoomOut: boolean;
  spotlight: boolean;
  fixedToolbar: boolean;
}

/**
 * The chrome's hold on the frame's document: its keys, its file drops, its classes. A leaf, so the
 * document's arrival (with the blocks) renders this alone, not the chrome's header controls,
 * sidebar and footer again.
 */
function FrameDocState({
  registry,
  context,
  zoomOut,
  spotlight,
  fixedToolbar,
}: FrameDocStateProps) {
  const doc = useFrameDocument();
  // Keys pressed in the canvas frame never reach the page, whose keys the command center runs:
  // the same handler runs them here, with the canvas's own keys (undo, select-all, Delete…).
  useCommandShortcuts(registry, context, doc, true);
  useFileDropGuard(doc);
  useCanvasDocState(doc, { zoomOut, spotlight, fixedToolbar });
  return null;
}

type ChromeLayoutProps = Omit<EditorChromeProps, 'doc'>;

const ChromeLayout = memo(function ChromeLayout({ tools, leftPanel, frame }: ChromeLayoutProps) {
  const chrome = useChromeStore();
  const store = useBlockEditorStore();
  const { registry, context } = useEditorCommands();
  const editorMode = usePreference('core', 'editorMode') === 'text' ? 'text' : 'visual';
  const distractionFree = usePreference('core', 'distractionFree') === true;
  const breadcrumbs = usePreference('core', 'showBlockBreadcrumbs') !== false;
  const fixedToolbar = usePreference('core', 'fixedToolbar') === true;
  const spotlight = usePreference('core', 'focusMode') === true;
  const zoomOut = useChrome((state) => state.zoomOut);
  const isWideScreen = useViewportMatch(WIDE_SCREEN_QUERY);
  const resizable = canResizeCanvas({
    entityName: store.rootRef.name,
    canvasMode: 'edit',
    isWideScreen,
  });
  const dialog = useChrome((state) => state.dialog);
  const announcement = useChrome((state) => state.announcement);
  const closeDialog = () => chrome.set({ dialog: null });
  const isText = editorMode === 'text';
  return (
    <div className="atelier-chrome">
      <HeaderFill slot="tools">{tools}</HeaderFill>
      <HeaderFill slot="preview">
        <PreviewControls registry={registry} context={context} />
      </HeaderFill>
      <HeaderFill slot="settings">
        <PanelControls registry={registry} context={context} />
      </HeaderFill>
      <div className="atelier-canvas__body">
        {leftPanel}
        <div className="atelier-canvas__frame">
          {isText && (
            <CodeEditor
              record={store.rootRef}
              onExit={() => registry.run('core/exit-code-editor', context())}
            />
          )}
          <div className="atelier-chrome__visual" hidden={isText}>
            <DeviceFrame resizable={resizable}>{frame}</DeviceFrame>
          </div>
        </div>
        <SettingsSidebar />
      </div>
      {showsBreadcrumbs({
        distractionFree,
        breadcrumbs,
        canvasMode: 'edit',
        editorMode,
        zoomOut,
      }) && <Breadcrumbs />}
      <div className="atelier-chrome__hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      {dialog === 'shortcuts' && <ShortcutsHelp onClose={closeDialog} />}
      {dialog === 'preferences' && (
        <PreferencesDialog registry={registry} context={context} onClose={closeDialog} />
      )}
      {/* Last: its key handler goes on the frame's document after those of what the frame holds
          (their effects run first), as when it was the chrome's own. */}
      <FrameDocState
        registry={registry}
        context={context}
        zoomOut={zoomOut}
        spotlight={spotlight}
        fixedToolbar={fixedToolbar}
      />
    </div>
  );
});
