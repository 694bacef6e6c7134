import { type FormEvent, useId, useState } from 'react';
import { Modal } from '../../components/Modal/Modal';
import { findEntityConfig } from '../../data/entities/entity-config';
import { useEntityRecord } from '../../data/entities/entity-hooks';
import type { RecordRef } from '../../data/entities/store-state';
import './RenameDocumentDialog.css';

/**
 * Renames the edited record: its '{Type} title' field becomes one title edit in the entity store
 * (one undo step); the header's Save button saves it with the rest.
 */
export function RenameDocumentDialog({
  record: ref,
  onClose,
}: {
  record: RecordRef;
  onClose(): void;
}) {
  const { editedRecord, edit } = useEntityRecord(ref.kind, ref.name, ref.id);
  const typeLabel = findEntityConfig(ref.kind, ref.name)?.label ?? ref.name;
  const current = typeof editedRecord?.title === 'string' ? editedRecord.title : '';
  const [title, setTitle] = useState(current);
  const fieldId = useId();
  const isEmpty = title.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isEmpty) return;
    if (title !== current) edit({ title });
    onClose();
  };
  return (
    <Modal title={`Rename ${typeLabel.toLowerCase()}`} onClose={onClose}>
      <form className="atelier-rename-document" onSubmit={submit}>
        <label htmlFor={fieldId}>{typeLabel} title</label>
        <input
          id={fieldId}
          type="text"
          value={title}
          required
          // biome-ignore lint/a11y/noAutofocus: the dialog exists to type this one field
          autoFocus
          onChange={(event) => setTitle(event.target.value)}
        />
        <div className="atelier-rename-document__buttons">
          <button type="button" className="atelier-rename-document__cancel" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="atelier-rename-document__submit" aria-disabled={isEmpty}>
            Rename
          </button>
        </div>
      </form>
    </Modal>
  );
}
