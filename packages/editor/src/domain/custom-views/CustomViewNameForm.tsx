import { type FormEvent, useId, useState } from 'react';
import { canSubmitViewName } from './view-name';
import '../../ui/button.css';
import '../../ui/text-field.css';

interface CustomViewNameFormProps {
  initialName?: string;
  /** 'Create' for a new view, 'Save' for a rename. */
  submitLabel: string;
  /** Resolves true when it went well (the dialog closes), false to keep the form open. */
  onSubmit: (name: string) => Promise<boolean>;
  onCancel: () => void;
}

/** The Name form of the Add new view and Rename dialogs: submit disabled while the name is blank. */
export function CustomViewNameForm({
  initialName = '',
  submitLabel,
  onSubmit,
  onCancel,
}: CustomViewNameFormProps) {
  const nameId = useId();
  const [name, setName] = useState(initialName);
  const [isBusy, setBusy] = useState(false);
  const disabled = !canSubmitViewName(name) || isBusy;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    setBusy(true);
    const done = await onSubmit(name.trim());
    if (!done) setBusy(false);
  };
  return (
    <form className="atelier-custom-views__form" onSubmit={submit}>
      <label htmlFor={nameId}>Name</label>
      <input
        className="atelier-text-field"
        id={nameId}
        type="text"
        value={name}
        // biome-ignore lint/a11y/noAutofocus: the dialog opens to type a name.
        autoFocus
        onChange={(event) => setName(event.target.value)}
      />
      <div className="atelier-custom-views__buttons">
        <button type="button" className="atelier-button is-tertiary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="atelier-button" aria-disabled={disabled}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
