import { type FormEvent, useRef, useState } from 'react';
import { FormButtons } from './FormButtons';
import { NameField } from './NameField';
import './name-form.css';

interface NameFormProps {
  /** The name the field starts with. */
  initialName: string;
  /** Saves the name; true when it was saved (the form then closes through `onCancel`). */
  onSave: (name: string) => Promise<boolean>;
  onCancel: () => void;
  /** A reason the name cannot be saved (shown under the field), or null. */
  validate?: (name: string) => string | null;
  submitLabel?: string;
  /** The field's label ('Name' by default). */
  label?: string;
  /**
   * The name may be left blank and is saved as typed (a page's title); by default it is required
   * and saved trimmed.
   */
  allowBlank?: boolean;
  /** Focus the field when the form appears. */
  autoFocus?: boolean;
}

/**
 * A name dialog's form (spec 2 §5: rename, add view, duplicate): the name, Cancel and Save; Save
 * does nothing while the name is blank, while it is saving, or while `validate` objects.
 */
export function NameForm({
  initialName,
  onSave,
  onCancel,
  validate = () => null,
  submitLabel = 'Save',
  label = 'Name',
  allowBlank = false,
  autoFocus = false,
}: NameFormProps) {
  const [name, setName] = useState(initialName);
  const [message, setMessage] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const saving = useRef(false);
  const isBlocked = !allowBlank && name.trim() === '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBlocked || saving.current) return;
    const value = allowBlank ? name : name.trim();
    const problem = validate(value);
    setMessage(problem);
    if (problem !== null) return;
    saving.current = true;
    setSaving(true);
    const saved = await onSave(value);
    saving.current = false;
    setSaving(false);
    if (saved) onCancel();
  };
  return (
    <form className="atelier-name-form" onSubmit={submit}>
      <NameField
        label={label}
        value={name}
        required={!allowBlank}
        autoFocus={autoFocus}
        error={message}
        onChange={(value) => {
          setName(value);
          setMessage(null);
        }}
      />
      <FormButtons onCancel={onCancel} submitLabel={submitLabel} disabled={isBlocked || isSaving} />
    </form>
  );
}
