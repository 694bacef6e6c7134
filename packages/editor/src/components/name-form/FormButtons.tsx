import '../../ui/button.css';
import './name-form.css';

interface FormButtonsProps {
  onCancel: () => void;
  submitLabel: string;
  /** The submit button reads as disabled (it stays focusable; the form ignores the submit). */
  disabled: boolean;
}

/** A dialog form's Cancel and submit buttons, at its end. */
export function FormButtons({ onCancel, submitLabel, disabled }: FormButtonsProps) {
  return (
    <div className="atelier-name-form__buttons">
      <button type="button" className="atelier-button is-tertiary" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="atelier-button" aria-disabled={disabled}>
        {submitLabel}
      </button>
    </div>
  );
}
