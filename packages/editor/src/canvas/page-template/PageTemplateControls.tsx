import { HeaderFill } from '../../app/layout/header-slots';
import type { RecordRef } from '../../data/entities/store-state';
import {
  useBackToPage,
  useBackToPageCommand,
  useEditPageTemplate,
  useEditTemplateCommand,
} from './use-template-navigation';
import './PageTemplateControls.css';

/** A page in edit mode: 'Edit template' beside the document bar and in the command palette. */
function PageControls({ page }: { page: RecordRef }) {
  const open = useEditPageTemplate(page);
  useEditTemplateCommand(open);
  if (open === null) return null;
  return (
    <HeaderFill slot="document">
      <button type="button" className="atelier-page-template-button" onClick={open}>
        Edit template
      </button>
    </HeaderFill>
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
export function PageTemplateControls({ record }: { record: RecordRef }) {
  if (record.name === 'page') return <PageControls page={record} />;
  if (record.name === 'wp_template') return <TemplateControls />;
  return null;
}
