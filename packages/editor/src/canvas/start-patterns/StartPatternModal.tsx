import { BlockPreview } from '../../components/block-preview/BlockPreview';
import { Modal } from '../../components/Modal/Modal';
import type { StartPattern } from '../../domain/templates/start-patterns';
import { usePreviewContext } from '../preview/use-preview-context';
import { useCanvasStylesheet } from '../styles/use-canvas-stylesheet';
import '../../ui/button.css';
import './StartPatternModal.css';

interface StartPatternModalProps {
  patterns: readonly StartPattern[];
  onChoose(pattern: StartPattern): void;
  onSkip(): void;
}

/**
 * Spec 1 §2.12: 'Choose a pattern' with Skip, each pattern a live preview with its title. The one
 * modal for a new template (Templates › Add template) and for an empty record opened in the canvas.
 */
export function StartPatternModal({ patterns, onChoose, onSkip }: StartPatternModalProps) {
  const context = usePreviewContext();
  const { css } = useCanvasStylesheet();
  return (
    <Modal
      title="Choose a pattern"
      size="large"
      onClose={onSkip}
      headerActions={
        <button type="button" className="atelier-button is-tertiary" onClick={onSkip}>
          Skip
        </button>
      }
    >
      <ul className="atelier-start-patterns" aria-label="Patterns">
        {patterns.map((pattern) => (
          <li key={pattern.name}>
            <button
              type="button"
              className="atelier-start-patterns__choice"
              aria-label={pattern.title}
              onClick={() => onChoose(pattern)}
            >
              <div className="atelier-pattern-preview">
                <BlockPreview
                  content={pattern.content}
                  title={pattern.title}
                  context={context}
                  css={css}
                />
              </div>
              <span className="atelier-start-patterns__title">{pattern.title}</span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
