import { useSaveFlow } from './SaveFlowProvider';
import './SaveButton.css';

/** 'Save' / 'Review N changes…' / 'Saving' / 'Saved' / 'Activate…' (spec 1 §4.4). */
export function SaveButton() {
  const { button, run } = useSaveFlow();
  return (
    <button
      type="button"
      className="atelier-save-button"
      aria-disabled={button.disabled}
      onClick={() => {
        if (!button.disabled) run();
      }}
    >
      {button.label}
    </button>
  );
}
