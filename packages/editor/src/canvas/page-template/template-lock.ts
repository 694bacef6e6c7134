import type { BlockNode } from '@atelier/blocks';

/**
 * How a block of the canvas may be edited (WordPress's block editing modes, as the site editor
 * uses them to draw a page inside its template):
 * - `default`: selectable and editable (the page's own blocks, every block of other records);
 * - `locked`: a template block: drawn, but neither selectable nor editable, and out of the
 *   inserter's reach;
 * - `locked-dimmed`: a locked block inside a dimmed one (it is not dimmed a second time).
 */
export type BlockEditingMode = 'default' | 'locked' | 'locked-dimmed';

/** Template blocks that show the edited page's own fields, editable in place. */
export const PAGE_FIELD_BLOCKS: ReadonlySet<string> = new Set([
  'core/post-content',
  'core/post-title',
  'core/post-featured-image',
]);

/** Whether a block shows a field of the page (content, title, featured image). */
export function isPageField(name: string | null): boolean {
  return name !== null && PAGE_FIELD_BLOCKS.has(name);
}

/**
 * Whether a page field is inside a block (itself or any inner block). A query loop's post fields
 * show the loop's posts, not the page: they do not count.
 */
export function holdsPageField(block: Pick<BlockNode, 'name' | 'innerBlocks'>): boolean {
  if (isPageField(block.name)) return true;
  return block.name !== 'core/query' && block.innerBlocks.some(holdsPageField);
}

/** What a block of the canvas is, given the mode around it. */
export interface BlockLook {
  /** Selectable and editable (default), else drawn only. */
  editable: boolean;
  /** Shows a field of the page: not selectable, but its field is edited in place. */
  pageField: boolean;
  /** Drawn faded (the template around the page). */
  dimmed: boolean;
  /** The mode of the blocks inside it. */
  inner: BlockEditingMode;
}

/**
 * The locking rule of a page drawn in its template. Blocks of the page (mode `default`) are
 * editable. A template block is locked; it is dimmed unless a page field is inside it (then
 * only the blocks around the field are dimmed, so the field itself is not faded) or a block
 * around it already is. A page field (post content, title, featured image) is the page's: not
 * dimmed, and the blocks inside it (the page's content) are editable again.
 */
export function blockLook(
  mode: BlockEditingMode,
  block: Pick<BlockNode, 'name' | 'innerBlocks'>,
): BlockLook {
  if (mode === 'default') return { editable: true, pageField: false, dimmed: false, inner: mode };
  if (mode === 'locked' && isPageField(block.name)) {
    return { editable: false, pageField: true, dimmed: false, inner: 'default' };
  }
  if (mode === 'locked-dimmed') {
    return { editable: false, pageField: false, dimmed: false, inner: 'locked-dimmed' };
  }
  const dimmed = !holdsPageField(block);
  return { editable: false, pageField: false, dimmed, inner: dimmed ? 'locked-dimmed' : 'locked' };
}
