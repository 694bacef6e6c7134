import type { BlockSupports, BlockType } from '@atelier/blocks';
import { filterFeatures } from '../../canvas/inspector/duotone-options';
import {
  borderFeatures,
  colorFeatures,
  dimensionFeatures,
  typographyFeatures,
} from '../../canvas/inspector/supports-controls';

/** The style panels a block type's screen shows, in order. */
export type BlockStylePanel = 'color' | 'filter' | 'typography' | 'dimensions' | 'border';

const anyOf = (flags: Record<string, boolean>) => Object.values(flags).some(Boolean);

/**
 * The supports the Blocks screens hand to the style panels (spec 3 §5): no block spacing when
 * the block writes its spacing itself (it skips serialising it), no aspect ratio for the group.
 */
export function blockStyleSupports(blockType: Pick<BlockType, 'name' | 'supports'>): BlockSupports {
  const supports = blockType.supports ?? {};
  const skipsSpacing = supports.skipSerialization?.includes('spacing') === true;
  const spacing =
    supports.spacing === undefined || !skipsSpacing
      ? supports.spacing
      : { ...supports.spacing, blockGap: false };
  const dimensions =
    supports.dimensions === undefined || blockType.name !== 'core/group'
      ? supports.dimensions
      : { ...supports.dimensions, aspectRatio: false };
  return { ...supports, spacing, dimensions };
}

/** The style panels a block type supports, in display order. */
export function blockStylePanels(
  blockType: Pick<BlockType, 'name' | 'supports'>,
): BlockStylePanel[] {
  const supports = blockStyleSupports(blockType);
  const panels: [BlockStylePanel, boolean][] = [
    ['color', anyOf(colorFeatures(supports))],
    ['filter', anyOf(filterFeatures(supports))],
    ['typography', anyOf(typographyFeatures(supports))],
    ['dimensions', anyOf(dimensionFeatures(supports))],
    ['border', anyOf(borderFeatures(supports))],
  ];
  return panels.filter(([, shown]) => shown).map(([panel]) => panel);
}

const isCore = (blockType: Pick<BlockType, 'name'>) => blockType.name.startsWith('core/');

/**
 * The Blocks list (`/blocks`, spec 3 §2): the block types with a style panel whose title or name
 * holds the search (any case), core blocks first, then the others, each group in the given order.
 */
export function styledBlockTypes<T extends Pick<BlockType, 'name' | 'title' | 'supports'>>(
  blockTypes: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  const shown = blockTypes.filter(
    (blockType) =>
      blockStylePanels(blockType).length > 0 &&
      (needle === '' ||
        blockType.title.toLowerCase().includes(needle) ||
        blockType.name.toLowerCase().includes(needle)),
  );
  return [...shown.filter(isCore), ...shown.filter((blockType) => !isCore(blockType))];
}

/** What the live region says about the list: '%d result found.' / '%d results found.'. */
export function resultCountText(count: number): string {
  return count === 1 ? '1 result found.' : `${count} results found.`;
}
