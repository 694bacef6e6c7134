import type { CSSProperties } from 'react';
import type { LinkSuggestion } from './link-suggestions';

const OPTION_STYLE: CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
  padding: '6px 8px',
  cursor: 'pointer',
};
const HINT_STYLE: CSSProperties = { opacity: 0.7, whiteSpace: 'nowrap' };

/** The id of one option of a suggestion list (for the field's `aria-activedescendant`). */
export function suggestionOptionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/**
 * The 'Search results' listbox of a link search (the navigation appender, the link popover):
 * pages, posts or the typed address, the active one highlighted. The field owns the keys
 * (`aria-activedescendant`); a pointer hovers and picks.
 */
export function LinkSuggestionList({
  listId,
  options,
  active,
  style,
  onHover,
  onChoose,
}: {
  listId: string;
  options: readonly LinkSuggestion[];
  active: number;
  style: CSSProperties;
  onHover: (index: number) => void;
  onChoose: (index: number) => void;
}) {
  return (
    <div id={listId} role="listbox" aria-label="Search results" style={style}>
      {options.map((option, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys (aria-activedescendant)
        <div
          key={option.key}
          id={suggestionOptionId(listId, index)}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          style={{
            ...OPTION_STYLE,
            background: index === active ? '#3858e9' : undefined,
            color: index === active ? '#fff' : undefined,
          }}
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHover(index)}
          onClick={() => onChoose(index)}
        >
          <span>{option.title}</span>
          <span style={HINT_STYLE}>{option.typeLabel}</span>
        </div>
      ))}
    </div>
  );
}
