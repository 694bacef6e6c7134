import { useState } from 'react';
import { useEntityStore } from '../../../data/entities/EntityStoreContext';
import { useEntityRecord } from '../../../data/entities/entity-hooks';
import type { RecordRef } from '../../../data/entities/store-state';
import { PasswordControl } from './PasswordControl';
import { PublishDateControl } from './PublishDateControl';
import {
  type SummaryChange,
  showsPasswordFieldset,
  summaryChange,
  summaryFields,
} from './page-status';
import { StatusControl } from './StatusControl';
import { SummaryRow } from './SummaryRow';
import './PageSummary.css';

/** The page 'Summary' of the document tab (spec 1 §2.9, §4.5); nothing for other records. */
export function PageSummary({ record }: { record: RecordRef }) {
  return record.kind === 'postType' && record.name === 'page' ? (
    <PageSummaryPanel record={record} />
  ) : null;
}

function linkText(link: string): string {
  try {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  } catch {
    return link;
  }
}

function PageSummaryPanel({ record: ref }: { record: RecordRef }) {
  const { editedRecord, edit } = useEntityRecord(ref.kind, ref.name, ref.id);
  const { markUndoBoundary } = useEntityStore();
  const [passwordToggle, setPasswordToggle] = useState(false);
  if (editedRecord === undefined) return null;
  const page = summaryFields(editedRecord);

  /** One change → its edits through the entity store: one undo step, unless typing goes on. */
  const apply = (change: SummaryChange, typing = false) => {
    const result = summaryChange(page, change, new Date());
    if (!typing) markUndoBoundary();
    const edits: Record<string, unknown> = { ...result.edits };
    if (Object.keys(edits).length > 0) edit(edits);
    if (result.passwordToggle !== undefined) setPasswordToggle(result.passwordToggle);
  };
  const link = typeof editedRecord.link === 'string' ? editedRecord.link : '';
  const template = typeof editedRecord.template === 'string' ? editedRecord.template : '';

  return (
    <section className="atelier-page-summary" aria-label="Summary">
      <h3 className="atelier-inspector__panel-title">Summary</h3>
      <StatusControl page={page} onChoose={(status) => apply({ type: 'status', status })} />
      <PublishDateControl
        page={page}
        onChange={(date) => apply({ type: 'date', date }, true)}
        onNow={() => apply({ type: 'date', date: null })}
      />
      {showsPasswordFieldset(page) && (
        <PasswordControl
          password={page.password}
          toggle={passwordToggle}
          onToggle={(on) => apply({ type: 'password-toggle', on })}
          onPassword={(password) => apply({ type: 'password', password }, true)}
        />
      )}
      {link !== '' && (
        <SummaryRow label="Link">
          <a href={link} target="_blank" rel="noreferrer" className="atelier-page-summary__link">
            {linkText(link)}
          </a>
        </SummaryRow>
      )}
      <SummaryRow label="Template">{template === '' ? 'Default template' : template}</SummaryRow>
    </section>
  );
}
