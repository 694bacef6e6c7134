import { type FormEvent, useId, useState } from 'react';
import type { PageItem } from './page-item';
import { duplicateTitle } from './page-notices';
import './DuplicatePageForm.css';
import '../../ui/button.css';
import '../../ui/text-field.css';

interface DuplicatePageFormProps {
  page: PageItem;
  /** Creates the copy; true when it was created. */
  onDuplicate: (page: PageItem, title: string) => Promise<boolean>;
  onDone: () => void;
}

/** The Duplicate dialog's form: a Title prefilled '{title} (Copy)', Cancel and Duplicate. */
export function DuplicatePageForm({ page, onDuplicate, onDone }: DuplicatePageFormProps) {
  const titleId = useId();
  const [title, setTitle] = useState(() => duplicateTitle(page));
  const [isSaving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    setSaving(true);
    const created = await onDuplicate(page, title);
    setSaving(false);
    if (created) onDone();
  };
  return (
    <form className="atelier-duplicate-page" onSubmit={submit}>
      <label htmlFor={titleId}>Title</label>
      <input
        className="atelier-text-field"
        id={titleId}
        type="text"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="atelier-duplicate-page__buttons">
        <button type="button" className="atelier-button is-tertiary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="atelier-button" aria-disabled={isSaving}>
          Duplicate
        </button>
      </div>
    </form>
  );
}
