import type { RenderContext } from '@atelier/blocks';
import { ExampleItem } from './ExampleItem';
import type { StyleBookCategory } from './style-book-categories';
import './StyleBook.css';

export interface StyleBookPanelProps {
  /** The open tab, whose examples are drawn. */
  category: StyleBookCategory;
  /** The panel's id, which its tab controls. */
  id: string;
  /** The id of the tab that names the panel. */
  tabId: string;
  /** The global stylesheet the examples are drawn with (the styles as edited, or a revision's). */
  css: string;
  /** The duotone filters' SVGs of that stylesheet. */
  duotoneSvgs: string;
  /** What the blocks render with. */
  context: RenderContext;
  /** The block type whose styles the sidebar shows: its example is marked. */
  selectedBlock?: string;
  /** Opens a block type's styles; without it the examples are pictures, not controls. */
  onSelect?: (name: string) => void;
}

/** One tab's examples of the Style Book, drawn with a stylesheet. */
export function StyleBookPanel({
  category,
  id,
  tabId,
  css,
  duotoneSvgs,
  context,
  selectedBlock,
  onSelect,
}: StyleBookPanelProps) {
  return (
    <div
      id={id}
      role="tabpanel"
      aria-labelledby={tabId}
      // Pictures only: the panel itself takes the focus, so the keyboard can scroll it.
      tabIndex={onSelect === undefined ? 0 : undefined}
      className="atelier-style-book__panel"
    >
      <ul className="atelier-style-book__examples">
        {category.examples.map((example) => (
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
  );
}
