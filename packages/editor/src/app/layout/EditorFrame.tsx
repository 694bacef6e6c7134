import { useEffect } from 'react';
import { LazyCanvas } from '../../canvas/LazyCanvas';
import { InPlaceNotices } from '../../components/notices/InPlaceNotices';
import { SnackbarList } from '../../components/notices/SnackbarList';
import { SaveButton } from '../../components/save/SaveButton';
import { useEntityRecord, useUndoRedo } from '../../data/entities/entity-hooks';
import { UNEXPECTED_ERROR } from '../../data/entities/entity-store';
import type { RecordRef } from '../../data/entities/store-state';
import { errorMessage } from '../../data/error-message';
import { usePreference } from '../../data/preferences/PreferencesProvider';
import { useBootstrap } from '../BootstrapContext';
import { Link } from '../Link';
import { useLocation } from '../Router';
import { DocumentBar, isMissing, MISSING_RECORD } from './DocumentBar';
import { documentTitle } from './document-title';
import { RouteAnnouncer } from './RouteAnnouncer';
import './EditorFrame.css';

function UndoRedo() {
  const { canUndo, canRedo, undo, redo } = useUndoRedo();
  return (
    <div className="atelier-editor-frame__history">
      <button type="button" aria-disabled={!canUndo} onClick={() => canUndo && undo()}>
        Undo
      </button>
      <button type="button" aria-disabled={!canRedo} onClick={() => canRedo && redo()}>
        Redo
      </button>
    </div>
  );
}

/**
 * Edit mode (canvas=edit) for a record: the top bar (way back to view mode, undo/redo, document
 * bar, Save) over the canvas; the sidebar is hidden (spec 1 §2.2).
 */
export function EditorFrame({ record: ref }: { record: RecordRef }) {
  const location = useLocation();
  const { siteTitle } = useBootstrap();
  const { editedRecord, error } = useEntityRecord(ref.kind, ref.name, ref.id);
  const recordTitle = typeof editedRecord?.title === 'string' ? editedRecord.title : '';
  const title = documentTitle(recordTitle === '' ? 'Editor' : recordTitle, siteTitle);
  // Spec 1 §2.7: distraction-free hides the header until hover.
  const distractionFree = usePreference('core', 'distractionFree') === true;

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className={`atelier-editor-frame${distractionFree ? ' is-distraction-free' : ''}`}>
      <section className="atelier-editor-frame__header" aria-label="Editor top bar">
        <Link className="atelier-editor-frame__back" to={{ ...location, canvas: 'view' }}>
          Open navigation
        </Link>
        <UndoRedo />
        <DocumentBar record={ref} />
        <section aria-label="Editor publish">
          <SaveButton />
        </section>
      </section>
      <section className="atelier-editor-frame__content" aria-label="Editor content">
        {error !== null && (
          <p className="atelier-editor-frame__missing" role="status">
            {isMissing(error) ? MISSING_RECORD : errorMessage(error, UNEXPECTED_ERROR)}
          </p>
        )}
        <InPlaceNotices />
        {error === null && <LazyCanvas record={ref} mode="edit" />}
      </section>
      <RouteAnnouncer message={title} />
      <SnackbarList />
    </div>
  );
}
