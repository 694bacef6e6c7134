import { type FormEvent, useId, useRef, useState } from 'react';
import '../../ui/button.css';
import '../../ui/text-field.css';
import './NameForm.css';

interface NameFormProps {
  /** The name the field starts with. */
  initialName: string;
  /** Saves the trimmed name; true when it was saved (the form then closes). */
  onSave: (name: string) => Promise<boolean>;
  onCancel: () => void;
  /** A reason the name cannot be saved (shown under the field), or null. */
  validate?: (name: string) => string | null;
  submitLabel?: string;
}

/**
 * A rename form (spec 2 §5): a required Name, Cancel and Save; Save does nothing while the name
 * is blank, while it is saving, or while `validate` objects.
 */
export function NameForm({
  initialName,
  onSave,
  onCancel,
  validate = () => null,
  submitLabel = 'Save',
}: NameFormProps) {
  const nameId = useId();
  const messageId = useId();
  const [name, setName] = useState(initialName);
  const [message, setMessage] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const saving = useRef(false);
  const isEmpty = name.trim() === '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isEmpty || saving.current) return;
    const problem = validate(name.trim());
    setMessage(problem);
    if (problem !== null) return;
    saving.current = true;
    setSaving(true);
    const saved = await onSave(name.trim());
    saving.current = false;
    setSaving(false);
    if (saved) onCancel();
  };
  return (
    <form className="atelier-name-form" onSubmit={submit}>
      <label htmlFor={nameId}>Name</label>
      <input
        className="atelier-text-field"
        id={nameId}
        type="text"
        value={name}
        required
        aria-invalid={message !== null}
        aria-describedby={message === null ? undefined : messageId}
        onChange={(event) => {
          setName(event.target.value);
          setMessage(null);
        }}
      />
      {message !== null && (
        <p id={messageId} className="atelier-name-form__error" role="alert">
          {message}
        </p>
      )}
      <div className="atelier-name-form__buttons">
        <button type="button" className="atelier-button is-tertiary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="atelier-button" aria-disabled={isEmpty || isSaving}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
