import { isCssLength } from '@atelier/theme-json';
import type { BlockAttributes } from '../grammar/block-node';
import type { BlockType } from '../registry/block-type';
import { presetValue, readPath, stringValue } from './style-value';

/** The layout types the block editor knows. */
export type LayoutType = 'flow' | 'constrained' | 'flex' | 'grid';

/** The effective layout of a block: its `layout` attribute over the type's default. */
function effectiveLayout(
  blockType: BlockType,
  attributes: BlockAttributes,
): { type: LayoutType; [key: string]: unknown } | undefined {
  const support = blockType.supports?.layout;
  if (support === undefined || support === false) return undefined;
  const fallback = typeof support === 'object' ? support.default : undefined;
  const own =
    typeof attributes.layout === 'object' && attributes.layout !== null ? attributes.layout : {};
  const merged: Record<string, unknown> = { ...(fallback ?? {}), ...own };
  let type = stringValue(merged.type);
  if (type === undefined) type = merged.inherit === true ? 'constrained' : 'flow';
  if (type === 'default') type = merged.inherit === true ? 'constrained' : 'flow';
  const known: LayoutType[] = ['flow', 'constrained', 'flex', 'grid'];
  const layoutType = known.find((candidate) => candidate === type) ?? 'flow';
  return { ...merged, type: layoutType };
}

export interface LayoutClassOptions {
  /**
   * The theme's `settings.useRootPaddingAwareAlignments`: constrained containers then take the
   * root padding themselves (`has-global-padding`) so full-width children can reach the edges.
   */
  rootPaddingAware?: boolean;
}

/**
 * Render-time layout classes: `is-layout-{type}`, `wp-block-{name}-is-layout-{type}`, for flex
 * `is-content-justification-{x}`, `is-nowrap`, `is-vertical`, and `has-global-padding` on
 * constrained containers when the theme uses root-padding-aware alignments.
 */
export function layoutClasses(
  blockType: BlockType,
  attributes: BlockAttributes,
  options: LayoutClassOptions = {},
): string[] {
  const layout = effectiveLayout(blockType, attributes);
  if (layout === undefined) return [];
  const short = blockType.name.startsWith('core/')
    ? blockType.name.slice(5)
    : blockType.name.replace('/', '-');
  const classes = [`is-layout-${layout.type}`, `wp-block-${short}-is-layout-${layout.type}`];
  // As WordPress's layout support: these three come from the saved `layout` attribute only, never
  // from the type's default (columns default to nowrap, yet print no `is-nowrap`).
  const saved = (key: string) => readPath(attributes, ['layout', key]);
  const justify = stringValue(saved('justifyContent'));
  if (justify !== undefined && layout.type !== 'grid') {
    classes.push(`is-content-justification-${justify}`);
  }
  if (layout.type === 'flex') {
    if (saved('flexWrap') === 'nowrap') classes.push('is-nowrap');
    if (saved('orientation') === 'vertical') classes.push('is-vertical');
  }
  if (layout.type === 'constrained' && options.rootPaddingAware === true) {
    classes.push('has-global-padding');
  }
  return classes;
}

const JUSTIFY: Record<string, string> = {
  left: 'flex-start',
  right: 'flex-end',
  center: 'center',
  'space-between': 'space-between',
  stretch: 'stretch',
};

/** Flex `verticalAlignment` → the CSS value on the cross axis (WordPress's layout support). */
const VERTICAL_ALIGNMENT: Record<string, string> = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  stretch: 'stretch',
  'space-between': 'space-between',
};

/** A layout value (content width, gap, column width) when it is a length, else undefined. */
function lengthValue(value: unknown): string | undefined {
  const text = stringValue(value);
  if (text === undefined) return undefined;
  const css = presetValue(text);
  return isCssLength(css) ? css : undefined;
}

function gapValue(attributes: BlockAttributes): string | undefined {
  const gap = readPath(attributes.style, ['spacing', 'blockGap']);
  if (typeof gap === 'string') return lengthValue(gap);
  const top = lengthValue(readPath(gap, ['top']));
  const left = lengthValue(readPath(gap, ['left']));
  if (top === undefined && left === undefined) return undefined;
  return `${top ?? '0'} ${left ?? top ?? '0'}`;
}

/**
 * CSS rules for one layout container (custom content width, flex settings, block gap), for the
 * selector of its `wp-container-*` class; empty when the theme's layout CSS is enough. Widths and
 * gaps that are not lengths (or preset references) are left out.
 */
export function layoutContainerCss(
  selector: string,
  blockType: BlockType,
  attributes: BlockAttributes,
): string {
  const layout = effectiveLayout(blockType, attributes);
  if (layout === undefined) return '';
  const rules: string[] = [];
  const gap = gapValue(attributes);
  if (layout.type === 'constrained') {
    const content = lengthValue(layout.contentSize);
    const wide = lengthValue(layout.wideSize);
    if (content !== undefined || wide !== undefined) {
      rules.push(
        `${selector} > :where(:not(.alignleft):not(.alignright):not(.alignfull)){max-width:${content ?? wide};margin-left:auto !important;margin-right:auto !important}`,
        `${selector} > .alignwide{max-width:${wide ?? content}}`,
      );
    }
    const justify = stringValue(layout.justifyContent);
    const edges: Record<string, string> = {
      left: 'margin-left:0 !important;margin-right:auto !important',
      right: 'margin-left:auto !important;margin-right:0 !important',
    };
    const edge = justify === undefined ? undefined : edges[justify];
    if (edge !== undefined) {
      rules.push(
        `${selector} > :where(:not(.alignleft):not(.alignright):not(.alignfull)){${edge}}`,
      );
    }
  }
  if ((layout.type === 'flow' || layout.type === 'constrained') && gap !== undefined) {
    rules.push(`${selector} > *{margin-block-start:0;margin-block-end:0}`);
    rules.push(`${selector} > * + *{margin-block-start:${gap};margin-block-end:0}`);
  }
  if (layout.type === 'flex' || layout.type === 'grid') {
    const declarations: string[] = [];
    if (gap !== undefined) declarations.push(`gap:${gap}`);
    const justify = stringValue(layout.justifyContent);
    if (layout.type === 'flex') {
      if (layout.flexWrap === 'nowrap') declarations.push('flex-wrap:nowrap');
      const vertical = layout.orientation === 'vertical';
      if (vertical) declarations.push('flex-direction:column');
      const mapped = justify === undefined ? undefined : JUSTIFY[justify];
      if (mapped !== undefined) {
        declarations.push(`${vertical ? 'align-items' : 'justify-content'}:${mapped}`);
      }
      // A row aligns its items with `align-items`; a column, whose main axis is vertical, with
      // `justify-content` (top, center, bottom, stretch, space-between).
      const alignment = stringValue(layout.verticalAlignment);
      const aligned = alignment === undefined ? undefined : VERTICAL_ALIGNMENT[alignment];
      if (aligned !== undefined) {
        declarations.push(`${vertical ? 'justify-content' : 'align-items'}:${aligned}`);
      }
    } else {
      const count = layout.columnCount;
      const min = lengthValue(layout.minimumColumnWidth);
      if (typeof count === 'number' && Number.isInteger(count) && count > 0) {
        declarations.push(`grid-template-columns:repeat(${count}, minmax(0, 1fr))`);
      } else if (min !== undefined) {
        declarations.push(
          `grid-template-columns:repeat(auto-fill, minmax(min(${min}, 100%), 1fr))`,
        );
      }
    }
    if (declarations.length > 0) rules.push(`${selector}{${declarations.join(';')}}`);
  }
  return rules.join('');
}
