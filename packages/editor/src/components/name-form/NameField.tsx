import { useId } from 'react';
import '../../ui/text-field.css';
import './name-form.css';

interface NameFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The field's label ('Name' by default). */
  label?: string;
  /** Marks the field required (a blank name cannot be saved); true by default. */
  required?: boolean;
  placeholder?: string;
  /** Focus the field when it appears (a dialog opened to type a name). */
  autoFocus?: boolean;
  /** Why the name cannot be saved, shown under the field as an alert; null for none. */
  error?: string | null;
}

/** A labelled text field for a record's name, with the reason it cannot be saved under it. */
export function NameField({
  value,
  onChange,
  label = 'Name',
  required = true,
  placeholder,
  autoFocus = false,
  error = null,
}: NameFieldProps) {
  const fieldId = useId();
  const errorId = useId();
  return (
    <>
      <label htmlFor={fieldId}>{label}</label>
      <input
        className="atelier-text-field"
        id={fieldId}
        type="text"
        value={value}
        required={required}
        placeholder={placeholder}
        // biome-ignore lint/a11y/noAutofocus: only dialogs opened to type a name ask for it.
        autoFocus={autoFocus}
        aria-invalid={error !== null}
        aria-describedby={error === null ? undefined : errorId}
        onChange={(event) => onChange(event.target.value)}
      />
      {error !== null && (
        <p id={errorId} className="atelier-name-form__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
