import { Suspense, useEffect } from 'react';
import { LazyCanvas } from '../../canvas/LazyCanvas';
import { AreaErrorBoundary } from '../../components/AreaErrorBoundary';
import { AtelierMark } from '../../components/icons';
import { InPlaceNotices } from '../../components/notices/InPlaceNotices';
import { SnackbarList } from '../../components/notices/SnackbarList';
import { SaveButton } from '../../components/save/SaveButton';
import { useEntityProp, useEntityRecordStatus } from '../../data/entities/entity-hooks';
import { UNEXPECTED_ERROR } from '../../data/entities/entity-store';
import type { RecordRef } from '../../data/entities/store-state';
import { errorMessage } from '../../data/error-message';
import { usePreference } from '../../data/preferences/PreferencesProvider';
import { useBootstrap } from '../BootstrapContext';
import { Link } from '../Link';
import { lazyArea } from '../lazy-area';
import { useLocation } from '../Router';
import { DocumentBar, isMissing, MISSING_RECORD } from './DocumentBar';
import { DuplicatePatternCommand } from './DuplicatePatternCommand';
import { documentTitle, screenTitle } from './document-title';
import { HeaderPresence } from './HeaderPresence';
import { HistoryButtons } from './HistoryButtons';
import { HeaderSlotsProvider, useHeaderSlots } from './header-slots';
import { RouteAnnouncer } from './RouteAnnouncer';
import { useRenameDocument } from './use-rename-document';
import './EditorFrame.css';

/** The rename dialog, in a chunk of its own: it opens from the document bar or the palette. */
const RenameDocumentDialog = lazyArea(
  () => import('./RenameDocumentDialog'),
  (module) => module.RenameDocumentDialog,
);

/**
 * Edit mode (canvas=edit) for a record: one header row over the canvas — the site hub (back to
 * view mode), the document tools, undo and redo; the document bar; device preview, Save, the
 * Settings toggle and Options — and the sidebar hidden (spec 1 §2.2, §2.8).
 */
export function EditorFrame({ record: ref }: { record: RecordRef }) {
  const location = useLocation();
  const { siteTitle } = useBootstrap();
  // The title and the read's state only: typing in the canvas does not render the frame again.
  const { error } = useEntityRecordStatus(ref.kind, ref.name, ref.id);
  const [editedTitle] = useEntityProp(ref.kind, ref.name, 'title', ref.id);
  const recordTitle = typeof editedTitle === 'string' ? editedTitle : '';
  const title = documentTitle(screenTitle(recordTitle, 'Editor'), siteTitle);
  // Spec 1 §2.7: distraction-free hides the header until hover.
  const distractionFree = usePreference('core', 'distractionFree') === true;
  // 'Show button text labels': the header's icon buttons show their names (canvas/chrome CSS).
  const iconLabels = usePreference('core', 'showIconLabels') === true;
  const [slots, slotRefs] = useHeaderSlots();
  const rename = useRenameDocument(ref);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div
      className={`atelier-editor-frame${distractionFree ? ' is-distraction-free' : ''}${iconLabels ? ' show-icon-labels' : ''}`}
    >
      <section className="atelier-editor-header" aria-label="Editor top bar">
        <div className="atelier-editor-header__start">
          <Link
            className="atelier-editor-header__hub"
            to={{ ...location, canvas: 'view' }}
            aria-label="Open navigation"
            title="Open navigation"
          >
            <AtelierMark />
          </Link>
          <div className="atelier-editor-header__tools">
            <div className="atelier-editor-header__slot" ref={slotRefs.tools} />
            <HistoryButtons />
          </div>
        </div>
        <div className="atelier-editor-header__center">
          <div className="atelier-editor-header__slot" ref={slotRefs.document} />
          <DocumentBar record={ref} />
          <HeaderPresence record={ref} />
        </div>
        <div className="atelier-editor-header__end">
          <div className="atelier-editor-header__slot" ref={slotRefs.preview} />
          <section className="atelier-editor-header__publish" aria-label="Editor publish">
            <SaveButton />
          </section>
          <div className="atelier-editor-header__slot" ref={slotRefs.settings} />
        </div>
      </section>
      <section className="atelier-editor-frame__content" aria-label="Editor content">
        {error !== null && (
          <p className="atelier-editor-frame__missing" role="status">
            {isMissing(error) ? MISSING_RECORD : errorMessage(error, UNEXPECTED_ERROR)}
          </p>
        )}
        <InPlaceNotices />
        {error === null && (
          <HeaderSlotsProvider value={slots}>
            {/* A crash in the canvas leaves the header (and Save, with the unsaved edits) working. */}
            <AreaErrorBoundary resetKey={`${ref.name}:${ref.id}`}>
              <LazyCanvas record={ref} mode="edit" />
            </AreaErrorBoundary>
          </HeaderSlotsProvider>
        )}
      </section>
      {rename.isRenaming && (
        <AreaErrorBoundary>
          <Suspense fallback={null}>
            <RenameDocumentDialog record={ref} onClose={rename.close} />
          </Suspense>
        </AreaErrorBoundary>
      )}
      {ref.name === 'wp_block' && <DuplicatePatternCommand pattern={ref} />}
      <RouteAnnouncer message={title} />
      <SnackbarList />
    </div>
  );
}
