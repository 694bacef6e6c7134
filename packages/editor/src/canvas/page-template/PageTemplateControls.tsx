import { useCallback, useState } from 'react';
import { HeaderFill } from '../../app/layout/header-slots';
import { Modal } from '../../components/Modal/Modal';
import type { RecordRef } from '../../data/entities/store-state';
import { useLockedDoubleClick } from './use-locked-double-click';
import {
  useBackToPage,
  useBackToPageCommand,
  useEditPageTemplate,
  useEditTemplateCommand,
} from './use-template-navigation';
import './PageTemplateControls.css';

/** WordPress's question when the template around a page is double-clicked. */
export const EDIT_TEMPLATE_QUESTION =
  'You’ve tried to select a block that is part of a template, which may be used on other posts and pages. Would you like to edit the template?';

/**
 * A page in edit mode: 'Edit template' beside the document bar and in the command palette; a
 * double click on the locked template asks whether to edit the template instead.
 */
function PageControls({ page, doc }: { page: RecordRef; doc: Document | null }) {
  const open = useEditPageTemplate(page);
  const [asking, setAsking] = useState(false);
  useEditTemplateCommand(open);
  const ask = useCallback(() => setAsking(true), []);
  useLockedDoubleClick(doc, open === null ? null : ask);
  if (open === null) return null;
  return (
    <>
      <HeaderFill slot="document">
        <button type="button" className="atelier-page-template-button" onClick={open}>
          Edit template
        </button>
      </HeaderFill>
      {asking && (
        <Modal title="Edit template" onClose={() => setAsking(false)}>
          <p>{EDIT_TEMPLATE_QUESTION}</p>
          <div className="atelier-page-template-dialog__buttons">
            <button type="button" onClick={() => setAsking(false)}>
              Cancel
            </button>
            <button type="button" className="is-primary" onClick={open}>
              Edit template
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}

/** A template opened from a page: 'Back to page' beside the document bar and in the palette. */
function TemplateControls() {
  const back = useBackToPage();
  useBackToPageCommand(back);
  if (back === null) return null;
  return (
    <HeaderFill slot="document">
      <button type="button" className="atelier-page-template-button" onClick={back}>
        <span aria-hidden="true">← </span>Back to page
      </button>
    </HeaderFill>
  );
}

/**
 * The way between a page and its template (WordPress's 'Edit template' / 'Back to page'), for
 * the record the canvas edits.
 */
export function PageTemplateControls({ record, doc }: { record: RecordRef; doc: Document | null }) {
  if (record.name === 'page') return <PageControls page={record} doc={doc} />;
  if (record.name === 'wp_template') return <TemplateControls />;
  return null;
}
