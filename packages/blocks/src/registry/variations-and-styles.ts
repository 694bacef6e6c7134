import type { BlockAttributes } from '../grammar/block-node';
import { readPath } from '../supports/style-value';
import type { BlockStyle, BlockType, BlockVariation } from './block-type';

/**
 * The variation an existing block matches: the first whose `isActive` attribute paths
 * (`layout.type`, …) all equal the block's values.
 */
export function getActiveVariation(
  blockType: BlockType,
  attributes: BlockAttributes,
): BlockVariation | undefined {
  return blockType.variations?.find((variation) => {
    if (variation.isActive === undefined || variation.isActive.length === 0) return false;
    return variation.isActive.every((path) => {
      const keys = path.split('.');
      const want = readPath(variation.attributes ?? {}, keys);
      const have = readPath(attributes, keys);
      return JSON.stringify(want) === JSON.stringify(have);
    });
  });
}

/** The block style (`is-style-{name}`) a class list selects, or the type's default style. */
export function getActiveBlockStyle(
  blockType: BlockType,
  className: string | undefined,
): BlockStyle | undefined {
  const names = (className ?? '').split(/\s+/);
  const chosen = blockType.styles?.find((style) => names.includes(`is-style-${style.name}`));
  return chosen ?? blockType.styles?.find((style) => style.isDefault === true);
}

/**
 * The class list with `style` selected: other `is-style-*` classes removed, and no class at all
 * for the default style. Returns undefined when nothing is left.
 */
export function applyBlockStyle(
  className: string | undefined,
  style: BlockStyle,
): string | undefined {
  const kept = (className ?? '')
    .split(/\s+/)
    .filter((name) => name !== '' && !name.startsWith('is-style-'));
  if (style.isDefault !== true) kept.push(`is-style-${style.name}`);
  return kept.length > 0 ? kept.join(' ') : undefined;
}
