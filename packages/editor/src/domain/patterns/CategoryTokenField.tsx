import { type KeyboardEvent, useId, useState } from 'react';
import { categoryNames } from './pattern-naming';
import '../../ui/text-field.css';
import './CategoryTokenField.css';

interface CategoryTokenFieldProps {
  /** The categories chosen so far (names as people see them). */
  value: readonly string[];
  onChange: (names: string[]) => void;
  /** The text typed but not yet added; the form adds it when it is sent. */
  draft: string;
  onDraftChange: (text: string) => void;
  /** Names offered while typing (existing categories). */
  suggestions: readonly string[];
}

/**
 * The Categories field of the pattern modal (WordPress's token field): pick an existing category
 * from the suggestions or type a new name; Enter or a comma adds it, each chosen one has a
 * Remove button.
 */
export function CategoryTokenField({
  value,
  onChange,
  draft,
  onDraftChange,
  suggestions,
}: CategoryTokenFieldProps) {
  const inputId = useId();
  const listId = useId();
  const helpId = useId();
  const [announcement, setAnnouncement] = useState('');
  const add = (text: string) => {
    const next = categoryNames([...value, ...text.split(',')]);
    if (next.length > value.length)
      setAnnouncement(`${next.slice(value.length).join(', ')} added.`);
    onChange(next);
    onDraftChange('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'Enter' || event.key === ',') && draft.trim() !== '') {
      event.preventDefault();
      add(draft);
    }
  };
  return (
    <div className="atelier-category-field">
      <label htmlFor={inputId}>Categories</label>
      {value.length > 0 && (
        <ul className="atelier-category-field__tokens">
          {value.map((name) => (
            <li key={name} className="atelier-category-field__token">
              <span>{name}</span>
              <button
                type="button"
                aria-label={`Remove ${name}`}
                onClick={() => {
                  onChange(value.filter((other) => other !== name));
                  setAnnouncement(`${name} removed.`);
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        className="atelier-text-field"
        id={inputId}
        type="text"
        list={listId}
        value={draft}
        aria-describedby={helpId}
        onChange={(event) => {
          const text = event.target.value;
          if (text.includes(',')) add(text);
          else onDraftChange(text);
        }}
        onKeyDown={onKeyDown}
      />
      <datalist id={listId}>
        {suggestions
          .filter((name) => !value.some((chosen) => chosen.toLowerCase() === name.toLowerCase()))
          .map((name) => (
            <option key={name} value={name} />
          ))}
      </datalist>
      <p id={helpId} className="atelier-category-field__help">
        Separate with commas or the Enter key.
      </p>
      <span className="atelier-category-field__status" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
