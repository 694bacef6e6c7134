import { useId } from 'react';
import { findEntityConfig } from '../../data/entities/entity-config';
import { useEntityRecord } from '../../data/entities/entity-hooks';
import type { RecordRef } from '../../data/entities/store-state';
import { errorStatus } from '../../data/error-message';
import './DocumentBar.css';

export const MISSING_RECORD =
  "You attempted to edit an item that doesn't exist. Perhaps it was deleted?";

/** A read that failed because the record is not there (404). */
export function isMissing(error: Error | null): boolean {
  return errorStatus(error) === 404;
}

/**
 * The header's document bar in edit mode: the record's type and its title, which can be renamed
 * in place (the edit goes to the entity store; the Save button saves it).
 */
export function DocumentBar({ record: ref }: { record: RecordRef }) {
  const { editedRecord, isResolving, error, edit } = useEntityRecord(ref.kind, ref.name, ref.id);
  const inputId = useId();
  const typeLabel = findEntityConfig(ref.kind, ref.name)?.label ?? ref.name;

  // The content area explains a failed read; the bar only names the type.
  if (error !== null) return <div className="atelier-document-bar">{typeLabel}</div>;
  if (isResolving || editedRecord === undefined) {
    return <div className="atelier-document-bar">Loading…</div>;
  }
  const title = editedRecord.title;
  return (
    <div className="atelier-document-bar">
      <label className="atelier-document-bar__type" htmlFor={inputId}>
        {typeLabel} title
      </label>
      <input
        id={inputId}
        className="atelier-document-bar__title"
        type="text"
        value={typeof title === 'string' ? title : ''}
        onChange={(event) => edit({ title: event.target.value })}
      />
    </div>
  );
}
