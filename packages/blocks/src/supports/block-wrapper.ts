import type { BlockAttributes } from '../grammar/block-node';
import { classNames, type HtmlAttributes } from '../html/tag';
import type { BlockType, SupportGroup } from '../registry/block-type';
import { borderOutput } from './border';
import { colorOutput } from './color';
import { dimensionsOutput } from './dimensions';
import { shadowOutput } from './shadow';
import { spacingOutput } from './spacing';
import { inlineStyle, type SupportOutput } from './style-value';
import { typographyOutput } from './typography';

const GROUPS: [SupportGroup, (attributes: BlockAttributes) => SupportOutput][] = [
  ['color', colorOutput],
  ['typography', typographyOutput],
  ['border', borderOutput],
  ['spacing', spacingOutput],
  ['dimensions', dimensionsOutput],
  ['shadow', shadowOutput],
];

/** The block editor's order of inline declarations, which differs from its class order. */
const STYLE_ORDER: SupportGroup[] = [
  'border',
  'color',
  'dimensions',
  'spacing',
  'typography',
  'shadow',
];

/** `wp-block-{name}` for core blocks, `wp-block-{namespace}-{name}` for others. */
export function defaultBlockClass(name: string): string {
  const short = name.startsWith('core/') ? name.slice(5) : name.replace('/', '-');
  return `wp-block-${short}`;
}

/** The classes and styles of the support groups a block type enables (and does not skip). */
export function supportsOutput(
  blockType: BlockType,
  attributes: BlockAttributes,
  only?: readonly SupportGroup[],
): SupportOutput {
  const supports = blockType.supports ?? {};
  const parts = new Map<SupportGroup, SupportOutput>();
  for (const [group, output] of GROUPS) {
    const enabled = group === 'shadow' ? supports.shadow === true : supports[group] !== undefined;
    const wanted =
      only === undefined ? !supports.skipSerialization?.includes(group) : only.includes(group);
    if (enabled && wanted) parts.set(group, output(attributes));
  }
  return {
    classes: GROUPS.flatMap(([group]) => parts.get(group)?.classes ?? []),
    styles: STYLE_ORDER.flatMap((group) => parts.get(group)?.styles ?? []),
  };
}

/** Block-specific additions to a wrapper element. */
export interface WrapperExtras {
  /** Block-specific classes, written after the default class. */
  className?: string;
  /** Block-specific declarations, written before the supports' declarations. */
  style?: [string, string][];
}

/** The wrapper element's `class`, `style` and `id` (empty strings are left out when written). */
export interface WrapperAttributes extends HtmlAttributes {
  class: string;
  style: string;
  id: string | undefined;
}

/**
 * The attributes of a block's wrapper element, the way the block editor's `useBlockProps.save`
 * writes them: default class, `align*`, block classes, custom class (holding `is-style-*`),
 * support classes; block declarations before support declarations; the anchor `id`.
 */
export function wrapperAttributes(
  blockType: BlockType,
  attributes: BlockAttributes,
  extras: WrapperExtras = {},
): WrapperAttributes {
  const supports = blockType.supports ?? {};
  const support = supportsOutput(blockType, attributes);
  const align =
    supports.align && typeof attributes.align === 'string' && attributes.align !== 'none'
      ? `align${attributes.align}`
      : undefined;
  const custom = typeof attributes.className === 'string' ? attributes.className : undefined;
  const styles = [...(extras.style ?? []), ...support.styles];
  return {
    class: classNames(
      supports.className === false ? undefined : defaultBlockClass(blockType.name),
      align,
      extras.className,
      custom,
      ...support.classes,
    ),
    style: inlineStyle(styles),
    id: supports.anchor && typeof attributes.anchor === 'string' ? attributes.anchor : undefined,
  };
}
