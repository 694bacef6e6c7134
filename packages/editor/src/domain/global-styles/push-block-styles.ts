import type { BlockAttributes, BlockSupports } from '@atelier/blocks';
import { asStyleTree, readPath, type StylePath, type StyleTree, withPath } from './style-tree';

/**
 * 'Apply globally' (the block inspector's Advanced panel): a block's own styles become the
 * styles of its block type in the user's global styles record (`styles.blocks[name]`), and leave
 * the block, so the block looks the same and every other block of its type looks like it.
 */

/** One style value a block can push: where it sits, when its block type supports it. */
interface PushableStyle {
  /** In the block's `style` attribute (and in `styles.blocks[name]` unless `target` says). */
  path: StylePath;
  /** Where the value goes in `styles.blocks[name]` when not at `path`. */
  target?: StylePath;
  supported(supports: BlockSupports, blockName: string): boolean;
  /** The attribute holding a preset slug for this place, and the kind of preset. */
  preset?: { attribute: string; kind: string };
}

/** A `spacing` side list or flag: present and not `false`. */
function sides(value: boolean | readonly string[] | undefined): boolean {
  return value === true || (Array.isArray(value) && value.length > 0);
}

const BORDER_SIDES = ['top', 'right', 'bottom', 'left'] as const;
const BORDER_PARTS = ['color', 'style', 'width'] as const;

const typography = (key: keyof NonNullable<BlockSupports['typography']>): PushableStyle => ({
  path: ['typography', key],
  supported: (supports) => supports.typography?.[key] === true,
});

const border = (key: keyof NonNullable<BlockSupports['border']>) => (supports: BlockSupports) =>
  supports.border?.[key] === true;

/**
 * The style values a block pushes, a table over the style groups the Styles screens edit
 * (colour, filter, typography, spacing, dimensions, border). Values are whole where the Styles
 * panels write them whole (padding, margin, radius). A block keeps its duotone at
 * `color.duotone`, a block type at `filter.duotone` (as the block editor stores them).
 */
const PUSHABLE: readonly PushableStyle[] = [
  {
    path: ['color', 'text'],
    supported: (supports) => supports.color !== undefined && supports.color.text !== false,
    preset: { attribute: 'textColor', kind: 'color' },
  },
  {
    path: ['color', 'background'],
    supported: (supports) => supports.color !== undefined && supports.color.background !== false,
    preset: { attribute: 'backgroundColor', kind: 'color' },
  },
  {
    path: ['color', 'gradient'],
    supported: (supports) => supports.color?.gradients === true,
    preset: { attribute: 'gradient', kind: 'gradient' },
  },
  {
    path: ['color', 'duotone'],
    target: ['filter', 'duotone'],
    supported: (supports) => supports.filter?.duotone === true,
  },
  {
    path: ['elements', 'link', 'color', 'text'],
    supported: (supports) => supports.color?.link === true,
  },
  {
    path: ['elements', 'link', ':hover', 'color', 'text'],
    supported: (supports) => supports.color?.link === true,
  },
  {
    ...typography('fontSize'),
    preset: { attribute: 'fontSize', kind: 'font-size' },
  },
  {
    ...typography('fontFamily'),
    preset: { attribute: 'fontFamily', kind: 'font-family' },
  },
  typography('lineHeight'),
  typography('fontStyle'),
  typography('fontWeight'),
  typography('letterSpacing'),
  typography('textTransform'),
  typography('textDecoration'),
  typography('writingMode'),
  { path: ['spacing', 'padding'], supported: (supports) => sides(supports.spacing?.padding) },
  { path: ['spacing', 'margin'], supported: (supports) => sides(supports.spacing?.margin) },
  {
    // As on the Styles › Blocks screen: no block spacing for a block that writes it itself.
    path: ['spacing', 'blockGap'],
    supported: (supports) =>
      sides(supports.spacing?.blockGap) && supports.skipSerialization?.includes('spacing') !== true,
  },
  {
    path: ['dimensions', 'minHeight'],
    supported: (supports) => supports.dimensions?.minHeight === true,
  },
  {
    // As on the Styles › Blocks screen: no aspect ratio for the group.
    path: ['dimensions', 'aspectRatio'],
    supported: (supports, blockName) =>
      supports.dimensions?.aspectRatio === true && blockName !== 'core/group',
  },
  {
    path: ['border', 'color'],
    supported: border('color'),
    preset: { attribute: 'borderColor', kind: 'color' },
  },
  { path: ['border', 'style'], supported: border('style') },
  { path: ['border', 'width'], supported: border('width') },
  { path: ['border', 'radius'], supported: border('radius') },
  ...BORDER_SIDES.flatMap((side) =>
    BORDER_PARTS.map((part) => ({ path: ['border', side, part], supported: border(part) })),
  ),
];

/** Whether a block type supports any style it could push (else 'Apply globally' is not shown). */
export function hasPushableStyles(blockName: string, supports: BlockSupports): boolean {
  return PUSHABLE.some((entry) => entry.supported(supports, blockName));
}

/** One value to push: its path in the block's style, in the block type's node, and the value. */
export interface PushedValue {
  path: StylePath;
  /** Its path in `styles.blocks[name]` when not `path` (the duotone: `filter.duotone`). */
  target?: StylePath;
  value: unknown;
  /** The preset slug attribute the value came from (cleared on the block when pushed). */
  attribute?: string;
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

function presetSlug(attributes: BlockAttributes, attribute: string): string | undefined {
  const slug = attributes[attribute];
  return typeof slug === 'string' && slug !== '' ? slug : undefined;
}

/**
 * What a block would push, in table order: each supported place where it has a value, a preset
 * slug attribute (`backgroundColor: 'accent'`) as its reference (`var:preset|color|accent`),
 * which wins over a custom value at the same place. Empty: nothing to apply (the button is
 * disabled).
 */
export function blockStylesToPush(
  blockName: string,
  supports: BlockSupports,
  attributes: BlockAttributes,
): PushedValue[] {
  return PUSHABLE.flatMap(({ path, target, supported, preset }): PushedValue[] => {
    if (!supported(supports, blockName)) return [];
    const slug = preset === undefined ? undefined : presetSlug(attributes, preset.attribute);
    if (preset !== undefined && slug !== undefined) {
      return [{ path, value: `var:preset|${preset.kind}|${slug}`, attribute: preset.attribute }];
    }
    const value = readPath(attributes.style, path);
    if (!isSet(value)) return [];
    return [target === undefined ? { path, value } : { path, target, value }];
  });
}

/** What pushing gives: the user's new styles and the block's attribute changes. */
export interface PushedBlockStyles {
  /** The user's styles with the block's values in `blocks[name]` (other values kept). */
  styles: StyleTree;
  /**
   * The block's attribute changes: each pushed preset attribute cleared (`undefined`) and its
   * `style` without what was pushed (`undefined` when nothing is left).
   */
  attributes: BlockAttributes;
}

const isFlatBorder = (path: StylePath) =>
  path.length === 2 && path[0] === 'border' && path[1] !== 'radius';

/**
 * Pushes a block's styles to its block type: the values of `blockStylesToPush` are set in the
 * user's `styles.blocks[name]`, replacing what was there at those places. A flat border value
 * (`border.color`) is also set on each side the node already splits, so a side set before does
 * not hide it. Null when the block has nothing to push.
 */
export function pushBlockStyles(
  blockName: string,
  supports: BlockSupports,
  attributes: BlockAttributes,
  userStyles: StyleTree,
): PushedBlockStyles | null {
  const pushed = blockStylesToPush(blockName, supports, attributes);
  if (pushed.length === 0) return null;
  const node: StylePath = ['blocks', blockName];
  let styles = userStyles;
  let style: unknown = attributes.style;
  const changes: Record<string, unknown> = {};
  for (const { path, target, value, attribute } of pushed) {
    styles = withPath(styles, [...node, ...(target ?? path)], value);
    style = withPath(style, path, undefined);
    if (isFlatBorder(path)) {
      for (const side of BORDER_SIDES) {
        const sidePath = ['border', side, path[1] ?? ''];
        if (readPath(styles, [...node, 'border', side]) !== undefined) {
          styles = withPath(styles, [...node, ...sidePath], value);
        }
      }
    }
    if (attribute !== undefined) changes[attribute] = undefined;
  }
  const rest = asStyleTree(style);
  return {
    styles,
    attributes: { ...changes, style: Object.keys(rest).length === 0 ? undefined : rest },
  };
}
