import {
  type CssProblem,
  type CssTarget,
  describeCssProblem,
  validateCss,
} from '@atelier/blocks/custom-css';
import { useEffect, useId, useRef, useState } from 'react';
import './AdditionalCssPanel.css';

/** How long typing may pause before the problems of the text are shown. */
export const CSS_PROBLEMS_DELAY_MS = 500;

/** Where the help link leads: a general CSS reference, since Atelier's CSS is plain CSS. */
export const CSS_HELP_URL = 'https://developer.mozilla.org/docs/Web/CSS';

export interface AdditionalCssPanelProps {
  /** The saved (or edited) CSS of the record. */
  value: string;
  /**
   * Called with the text each time it is valid CSS (empty included). Text with a problem stays in
   * the field, with its problems shown under it, and is never passed on: what the caller holds is
   * always CSS the server accepts.
   */
  onChange(next: string): void;
  /** `block` for a block type's custom CSS (bare declarations allowed); `site` by default. */
  target?: CssTarget;
  /** The field's label; 'Additional CSS' by default. */
  label?: string;
}

/**
 * The Additional CSS screen's body (spec 3 §2, /css): the description, a help link and a
 * monospace field whose problems are listed with their lines under it once typing pauses.
 */
export function AdditionalCssPanel({
  value,
  onChange,
  target = 'site',
  label = 'Additional CSS',
}: AdditionalCssPanelProps) {
  const fieldId = useId();
  const problemsId = useId();
  const [text, setText] = useState(value);
  const [problems, setProblems] = useState<readonly CssProblem[]>(() => validateCss(value, target));
  const passedOn = useRef(value);

  // A new value from outside (undo, reset, another tab's save) replaces the text; the value this
  // panel passed on itself does not, so the caret stays where the person types.
  useEffect(() => {
    if (value === passedOn.current) return;
    passedOn.current = value;
    setText(value);
    setProblems(validateCss(value, target));
  }, [value, target]);

  useEffect(() => {
    const timer = setTimeout(() => setProblems(validateCss(text, target)), CSS_PROBLEMS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, target]);

  const invalid = problems.length > 0;
  return (
    <div className="atelier-additional-css">
      <p className="atelier-additional-css__description">
        Add your own CSS to customize the appearance and layout of your site.{' '}
        <a href={CSS_HELP_URL} target="_blank" rel="noopener noreferrer">
          Learn more about CSS
          <span className="atelier-visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      <label className="atelier-additional-css__label" htmlFor={fieldId}>
        {label}
      </label>
      <textarea
        id={fieldId}
        className="atelier-additional-css__field"
        value={text}
        rows={12}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        aria-invalid={invalid}
        aria-describedby={invalid ? problemsId : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          if (validateCss(next, target).length > 0) return;
          setProblems([]);
          if (next === passedOn.current) return;
          passedOn.current = next;
          onChange(next);
        }}
      />
      <div id={problemsId} className="atelier-additional-css__problems" aria-live="polite">
        {invalid ? (
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.line}:${problem.column}:${problem.message}`}>
                {describeCssProblem(problem)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
