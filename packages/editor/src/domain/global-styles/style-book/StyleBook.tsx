import type { RenderContext } from '@atelier/blocks';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { ExampleItem } from './ExampleItem';
import {
  type BlockCategory,
  categoryOfExample,
  type StyleBookCategory,
  styleBookCategories,
} from './style-book-categories';
import './StyleBook.css';

export interface StyleBookProps {
  /** The global stylesheet the examples are drawn with (the styles as edited, or a revision's). */
  css: string;
  /** The duotone filters' SVGs of that stylesheet. */
  duotoneSvgs: string;
  /** What the blocks render with (its registry gives the block types and their examples). */
  context: RenderContext;
  /** The block type whose styles the sidebar shows: its example is marked, its tab open first. */
  selectedBlock?: string;
  /** Opens a block type's styles; without it the examples are pictures, not controls. */
  onSelect?: (name: string) => void;
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

/**
 * The Style Book (spec 3 §2): an example of each block type that has one, a tab per block
 * category; only the open tab's examples are drawn. The stylesheet is a prop, so the same book
 * shows the styles as edited or a revision's.
 */
export function StyleBook({ css, duotoneSvgs, context, selectedBlock, onSelect }: StyleBookProps) {
  const categories = useMemo(() => styleBookCategories(context.registry.all()), [context.registry]);
  const [tab, setTab] = useState<BlockCategory | undefined>(
    () => categoryOfExample(categories, selectedBlock) ?? categories[0]?.slug,
  );
  const id = useId();
  const current = categories.find((category) => category.slug === tab) ?? categories[0];
  if (current === undefined) {
    return <p className="atelier-style-book__empty">No block type has an example to show.</p>;
  }
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(categories, current.slug, event.key);
    if (next === undefined) return;
    event.preventDefault();
    setTab(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <div className="atelier-style-book">
      <div
        className="atelier-style-book__tabs"
        role="tablist"
        aria-label="Block categories"
        onKeyDown={onTabKey}
      >
        {categories.map((category) => {
          const selected = category.slug === current.slug;
          return (
            <button
              key={category.slug}
              type="button"
              role="tab"
              id={`${id}-${category.slug}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setTab(category.slug)}
            >
              {category.label}
            </button>
          );
        })}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${current.slug}`}
        tabIndex={onSelect === undefined ? 0 : undefined}
        className="atelier-style-book__panel"
      >
        <ul className="atelier-style-book__examples">
          {current.examples.map((example) => (
            <li key={example.name}>
              <ExampleItem
                example={example}
                context={context}
                css={css}
                duotoneSvgs={duotoneSvgs}
                isSelected={example.name === selectedBlock}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
