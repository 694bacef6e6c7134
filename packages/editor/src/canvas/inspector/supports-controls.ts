import type { BlockSupports, BlockType } from '@atelier/blocks';

/** One panel of the Block tab. */
export type ControlId =
  | 'heading-level'
  | 'image'
  | 'button'
  | 'columns'
  | 'query'
  | 'navigation'
  | 'navigation-pages'
  | 'navigation-link'
  | 'template-part'
  | 'spacer'
  | 'cover'
  | 'alignment'
  | 'layout'
  | 'color'
  | 'typography'
  | 'dimensions'
  | 'border'
  | 'advanced';

interface ControlRule {
  id: ControlId;
  applies(supports: BlockSupports, name: string): boolean;
}

const forBlock =
  (...names: string[]) =>
  (_supports: BlockSupports, name: string) =>
    names.includes(name);

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
 * Supports → panels of the Block tab, in display order: block-specific settings first, then the
 * style supports, then Advanced. A table, so a new control is one row.
 */
export const CONTROL_RULES: readonly ControlRule[] = [
  {
    id: 'heading-level',
    applies: forBlock('core/heading', 'core/post-title', 'core/query-title', 'core/site-title'),
  },
  { id: 'image', applies: forBlock('core/image') },
  { id: 'button', applies: forBlock('core/button') },
  { id: 'columns', applies: forBlock('core/columns') },
  { id: 'query', applies: forBlock('core/query') },
  { id: 'navigation', applies: forBlock('core/navigation') },
  { id: 'navigation-pages', applies: forBlock('core/navigation', 'core/page-list') },
  { id: 'navigation-link', applies: forBlock('core/navigation-link', 'core/navigation-submenu') },
  { id: 'template-part', applies: forBlock('core/template-part') },
  { id: 'spacer', applies: forBlock('core/spacer') },
  { id: 'cover', applies: forBlock('core/cover') },
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
  { id: 'typography', applies: (supports) => anyOf(typographyFeatures(supports)) },
  { id: 'dimensions', applies: (supports) => anyOf(dimensionFeatures(supports)) },
  { id: 'border', applies: (supports) => anyOf(borderFeatures(supports)) },
  {
    id: 'advanced',
    applies: (supports) => supports.anchor === true || supports.customClassName !== false,
  },
];

/** The panels a block type gets, in order. */
export function controlsFor(blockType: Pick<BlockType, 'name' | 'supports'>): ControlId[] {
  const supports = blockType.supports ?? {};
  return CONTROL_RULES.filter((rule) => rule.applies(supports, blockType.name)).map(
    (rule) => rule.id,
  );
}
