import type { RenderContext } from '@atelier/blocks';
import { useId } from 'react';
import {
  type CompareSide,
  RevisionCompare,
} from '../../../domain/global-styles/revisions/RevisionCompare';
import { useStyleBookCategories } from '../../../domain/global-styles/style-book/StyleBook';
import { StyleBookPanel } from '../../../domain/global-styles/style-book/StyleBookPanel';
import {
  StyleBookTabs,
  styleBookTabId,
} from '../../../domain/global-styles/style-book/StyleBookTabs';
import type { BlockCategory } from '../../../domain/global-styles/style-book/style-book-categories';
import { useRevisionComparison } from '../use-revision-comparison';
import { useLinkedScroll } from './use-linked-scroll';
import './StyleBookView.css';

interface StyleBookCompareProps {
  /** What the examples render with. */
  context: RenderContext;
  /** The open tab (the Style Book view's, so it stays when compare goes on or off). */
  tab: BlockCategory | undefined;
  onTabChange(tab: BlockCategory): void;
}

/**
 * The Style Book in the compare view (issue #18 point 6: the visual diff on a Style Book
 * section): one tab bar over the two panes, each pane the open tab's examples drawn with its
 * side's stylesheet (the selected revision's, the current styles'), scrolling together; the
 * changed values listed under them. The examples are pictures, as in 'Style Revisions'.
 */
export function StyleBookCompare({ context, tab, onTabChange }: StyleBookCompareProps) {
  const categories = useStyleBookCategories(context);
  const { revision, current, diff } = useRevisionComparison();
  const linked = useLinkedScroll();
  const id = useId();
  const open = categories.find((category) => category.slug === tab) ?? categories[0];
  if (open === undefined) {
    return <p className="atelier-style-book__empty">No block type has an example to show.</p>;
  }
  const panelId = (side: CompareSide) => `${id}-panel-${side}`;
  return (
    <div className="atelier-style-book-compare">
      <StyleBookTabs
        categories={categories}
        current={open.slug}
        onChange={onTabChange}
        idPrefix={id}
        panelIds={[panelId('revision'), panelId('current')]}
      />
      <RevisionCompare
        revision={revision}
        current={current}
        diff={diff}
        renderPane={({ css, duotoneSvgs }, _label, side) => (
          <div
            className="atelier-style-book-compare__pane"
            ref={linked.ref}
            onScroll={linked.onScroll}
          >
            <StyleBookPanel
              category={open}
              id={panelId(side)}
              tabId={styleBookTabId(id, open.slug)}
              css={css}
              duotoneSvgs={duotoneSvgs}
              context={context}
            />
          </div>
        )}
      />
    </div>
  );
}
