import type { RenderContext } from '@atelier/blocks';
import { useId, useMemo, useState } from 'react';
import { StyleBookPanel } from './StyleBookPanel';
import { StyleBookTabs, styleBookTabId } from './StyleBookTabs';
import {
  type BlockCategory,
  openingTab,
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
  /**
   * The open tab, when the caller keeps it (it then follows `onTabChange`); without it the book
   * keeps its own, opening on the selected block type's tab.
   */
  tab?: BlockCategory;
  /** Told of every tab the person opens. */
  onTabChange?: (tab: BlockCategory) => void;
}

/** The Style Book's tabs: those with an example among the context's block types. */
export function useStyleBookCategories(context: RenderContext): StyleBookCategory[] {
  return useMemo(() => styleBookCategories(context.registry.all()), [context.registry]);
}

/**
 * The Style Book (spec 3 §2): an example of each block type that has one, a tab per block
 * category; only the open tab's examples are drawn. The stylesheet is a prop, so the same book
 * shows the styles as edited or a revision's; the open tab may be the caller's (`tab`).
 */
export function StyleBook({
  css,
  duotoneSvgs,
  context,
  selectedBlock,
  onSelect,
  tab,
  onTabChange,
}: StyleBookProps) {
  const categories = useStyleBookCategories(context);
  const [ownTab, setOwnTab] = useState(() => openingTab(categories, selectedBlock));
  const id = useId();
  const shown = tab ?? ownTab;
  const current = categories.find((category) => category.slug === shown) ?? categories[0];
  if (current === undefined) {
    return <p className="atelier-style-book__empty">No block type has an example to show.</p>;
  }
  const panelId = `${id}-panel`;
  const open = (next: BlockCategory) => {
    setOwnTab(next);
    onTabChange?.(next);
  };
  return (
    <div className="atelier-style-book">
      <StyleBookTabs
        categories={categories}
        current={current.slug}
        onChange={open}
        idPrefix={id}
        panelIds={[panelId]}
      />
      <StyleBookPanel
        category={current}
        id={panelId}
        tabId={styleBookTabId(id, current.slug)}
        css={css}
        duotoneSvgs={duotoneSvgs}
        context={context}
        selectedBlock={selectedBlock}
        onSelect={onSelect}
      />
    </div>
  );
}
