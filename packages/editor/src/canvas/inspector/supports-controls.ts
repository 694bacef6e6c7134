import type { BlockSupports, BlockType } from '@atelier/blocks';
import { filterFeatures } from './duotone-options';

/** One panel of the Block tab that a block's supports give it. */
export type ControlId =
  | 'alignment'
  | 'layout'
  | 'color'
  | 'filter'
  | 'typography'
  | 'dimensions'
  | 'border'
  | 'advanced';

interface ControlRule {
  id: ControlId;
  applies(supports: BlockSupports): boolean;
}

/** A `spacing` side list or flag: present and not `false`. */
function sides(value: boolean | readonly string[] | undefined): boolean {
  return value === true || (Array.isArray(value) && value.length > 0);
}

/** Which colour controls a block offers: text and background unless turned off, link if on. */
export function colorFeatures(supports: BlockSupports): {
  text: boolean;
  background: boolean;
  link: boolean;
} {
  const color = supports.color;
  if (color === undefined) return { text: false, background: false, link: false };
  return {
    text: color.text !== false,
    background: color.background !== false,
    link: color.link === true,
  };
}

/** Which typography controls a block offers. */
export function typographyFeatures(supports: BlockSupports) {
  const typography = supports.typography ?? {};
  return {
    fontSize: typography.fontSize === true,
    fontFamily: typography.fontFamily === true,
    lineHeight: typography.lineHeight === true,
    appearance: typography.fontWeight === true || typography.fontStyle === true,
    letterCase: typography.textTransform === true,
  };
}

/** Which dimension controls a block offers. */
export function dimensionFeatures(supports: BlockSupports) {
  const spacing = supports.spacing ?? {};
  return {
    padding: sides(spacing.padding),
    margin: sides(spacing.margin),
    blockGap: sides(spacing.blockGap),
    minHeight: supports.dimensions?.minHeight === true,
  };
}

/** Which border controls a block offers. */
export function borderFeatures(supports: BlockSupports) {
  const border = supports.border ?? {};
  return {
    color: border.color === true,
    width: border.width === true,
    style: border.style === true,
    radius: border.radius === true,
  };
}

const anyOf = (flags: Record<string, boolean>) => Object.values(flags).some(Boolean);

/**
 * Supports → panels of the Block tab, in display order: the style supports, then Advanced (a
 * block's own settings come first, from its folder in `blocks/`). A table, so a new control is
 * one row.
 */
export const CONTROL_RULES: readonly ControlRule[] = [
  {
    id: 'alignment',
    applies: (supports) =>
      supports.align === true || (Array.isArray(supports.align) && supports.align.length > 0),
  },
  {
    id: 'layout',
    applies: (supports) =>
      supports.layout === true ||
      (typeof supports.layout === 'object' && supports.layout.allowEditing !== false),
  },
  { id: 'color', applies: (supports) => anyOf(colorFeatures(supports)) },
  { id: 'filter', applies: (supports) => anyOf(filterFeatures(supports)) },
  { id: 'typography', applies: (supports) => anyOf(typographyFeatures(supports)) },
  { id: 'dimensions', applies: (supports) => anyOf(dimensionFeatures(supports)) },
  { id: 'border', applies: (supports) => anyOf(borderFeatures(supports)) },
  {
    id: 'advanced',
    applies: (supports) => supports.anchor === true || supports.customClassName !== false,
  },
];

/**
 * The panels a block type's supports give it, in order; its own settings come before them
 * (`blocks/<name>/index.ts`).
 */
export function controlsFor(blockType: Pick<BlockType, 'supports'>): ControlId[] {
  const supports = blockType.supports ?? {};
  return CONTROL_RULES.filter((rule) => rule.applies(supports)).map((rule) => rule.id);
}
