import { type FormEvent, useId, useState } from 'react';
import { displayTitle, type TemplateItem } from './template-item';
import './RenameTemplateForm.css';
import '../../ui/button.css';
import '../../ui/text-field.css';

interface RenameTemplateFormProps {
  item: TemplateItem;
  onRename: (item: TemplateItem, title: string) => Promise<boolean>;
  onDone: () => void;
}

/** The rename form (spec 1 §5, spec 2 §5): a required Name, Cancel and Save. */
export function RenameTemplateForm({ item, onRename, onDone }: RenameTemplateFormProps) {
  const nameId = useId();
  const [name, setName] = useState(displayTitle(item));
  const [isSaving, setSaving] = useState(false);
  const isEmpty = name.trim() === '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isEmpty || isSaving) return;
    setSaving(true);
    const renamed = await onRename(item, name.trim());
    setSaving(false);
    if (renamed) onDone();
  };
  return (
    <form className="atelier-rename-form" onSubmit={submit}>
      <label htmlFor={nameId}>Name</label>
      <input
        className="atelier-text-field"
        id={nameId}
        type="text"
        value={name}
        required
        onChange={(event) => setName(event.target.value)}
      />
      <div className="atelier-rename-form__buttons">
        <button type="button" className="atelier-button is-tertiary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="atelier-button" aria-disabled={isEmpty || isSaving}>
          Save
        </button>
      </div>
    </form>
  );
}
