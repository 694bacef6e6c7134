import type { KeyboardEvent } from 'react';
import type { BlockCategory, StyleBookCategory } from './style-book-categories';
import './StyleBook.css';

/** The id of a category's tab, from the id prefix of the book that shows it. */
export function styleBookTabId(prefix: string, category: BlockCategory): string {
  return `${prefix}-tab-${category}`;
}

/** The tab an arrow, Home or End key moves to from `current`, wrapping round. */
function tabAfterKey(
  categories: readonly StyleBookCategory[],
  current: BlockCategory,
  key: string,
): BlockCategory | undefined {
  const index = categories.findIndex((category) => category.slug === current);
  const last = categories.length - 1;
  const next: Record<string, number> = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index <= 0 ? last : index - 1,
    Home: 0,
    End: last,
  };
  const target = next[key];
  return target === undefined ? undefined : categories[target]?.slug;
}

interface StyleBookTabsProps {
  categories: readonly StyleBookCategory[];
  /** The open tab. */
  current: BlockCategory;
  onChange(category: BlockCategory): void;
  /** The prefix of the tabs' ids (`styleBookTabId`), which the panels are labelled by. */
  idPrefix: string;
  /** The panels the tabs show: one for a book, one per pane when two books share the tabs. */
  panelIds: readonly string[];
}

/**
 * The Style Book's category tabs (arrow keys, Home and End move between them, wrapping round).
 * One tab bar may drive several panels, as in the compare view, where both panes show the tab.
 */
export function StyleBookTabs({
  categories,
  current,
  onChange,
  idPrefix,
  panelIds,
}: StyleBookTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(categories, current, event.key);
    if (next === undefined) return;
    event.preventDefault();
    onChange(next);
    document.getElementById(styleBookTabId(idPrefix, next))?.focus();
  };
  return (
    <div
      className="atelier-style-book__tabs"
      role="tablist"
      aria-label="Block categories"
      onKeyDown={onKeyDown}
    >
      {categories.map((category) => {
        const selected = category.slug === current;
        return (
          <button
            key={category.slug}
            type="button"
            role="tab"
            id={styleBookTabId(idPrefix, category.slug)}
            aria-selected={selected}
            aria-controls={panelIds.join(' ')}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(category.slug)}
          >
            {category.label}
          </button>
        );
      })}
    </div>
  );
}
