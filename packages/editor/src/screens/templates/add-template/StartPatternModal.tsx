import { Modal } from '../../../components/Modal/Modal';
import type { PatternChoice } from './use-create-template';
import '../../../ui/button.css';
import './AddTemplateModal.css';

/** Spec 1 §2.12: 'Choose a pattern' for a new template, with Skip. */
export function StartPatternModal({ choice }: { choice: PatternChoice }) {
  const skip = () => choice.answer(null);
  return (
    <Modal
      title="Choose a pattern"
      size="large"
      onClose={skip}
      headerActions={
        <button type="button" className="atelier-button is-tertiary" onClick={skip}>
          Skip
        </button>
      }
    >
      <ul className="atelier-add-template__choices" aria-label="Patterns">
        {choice.patterns.map((pattern) => (
          <li key={pattern.name}>
            <button
              type="button"
              className="atelier-add-template__choice"
              onClick={() => choice.answer(pattern.content)}
            >
              <span className="atelier-add-template__choice-title">{pattern.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
