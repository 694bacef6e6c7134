import { type ReactNode, useState } from 'react';
import { Modal } from '../Modal/Modal';
import type { WelcomeGuideDefinition } from './welcome-guides';
import './WelcomeGuide.css';

interface WelcomeGuideProps {
  guide: WelcomeGuideDefinition;
  /** The guide is done: its last button, Close, Escape or a click outside. */
  onFinish(): void;
  /** A drawing for a page (by its position), shown above its text. */
  illustration?: (pageIndex: number) => ReactNode;
}

/**
 * A welcome guide: a dialog showing one page at a time (its heading names the dialog); with
 * several pages, page dots, Previous and Next; the last page ends with the guide's button.
 * Focus stays inside while it is open (the shared `Modal`).
 */
export function WelcomeGuide({ guide, onFinish, illustration }: WelcomeGuideProps) {
  const [index, setIndex] = useState(0);
  const count = guide.pages.length;
  const page = guide.pages[Math.min(index, count - 1)];
  if (page === undefined) return null;
  const last = index >= count - 1;
  return (
    <Modal title={page.heading} onClose={onFinish}>
      <div className="atelier-welcome-guide">
        {illustration?.(index)}
        {page.paragraphs.map((paragraph) => (
          <p key={paragraph} className="atelier-welcome-guide__text">
            {paragraph}
          </p>
        ))}
        <div className="atelier-welcome-guide__footer">
          {count > 1 && (
            <ul className="atelier-welcome-guide__dots" aria-label="Guide controls">
              {guide.pages.map((item, position) => (
                <li key={item.heading}>
                  <button
                    type="button"
                    className="atelier-welcome-guide__dot"
                    aria-label={`Page ${position + 1} of ${count}`}
                    aria-current={position === index ? 'step' : undefined}
                    onClick={() => setIndex(position)}
                  />
                </li>
              ))}
            </ul>
          )}
          <div className="atelier-welcome-guide__buttons">
            {index > 0 && (
              <button
                type="button"
                className="atelier-welcome-guide__button"
                onClick={() => setIndex(index - 1)}
              >
                Previous
              </button>
            )}
            {last ? (
              <button
                type="button"
                className="atelier-welcome-guide__button is-primary"
                onClick={onFinish}
              >
                {guide.finishLabel}
              </button>
            ) : (
              <button
                type="button"
                className="atelier-welcome-guide__button is-primary"
                onClick={() => setIndex(index + 1)}
              >
                Next
              </button>
            )}
          </div>
        </div>
      </div>
    </Modal>
  );
}
