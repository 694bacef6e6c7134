import { isCssColor } from '@atelier/theme-json';
import type { BlockAttributes } from '../grammar/block-node';
import type { BlockType } from '../registry/block-type';
import { presetValue, readPath, stringValue } from './style-value';

/** Classes a block gains when rendered, with the CSS those classes need. */
export interface RenderTimeStyle {
  /**
   * Prefix of a class of the block's own, e.g. `wp-elements-`: the renderer appends a hash of
   * `rules` (the same rules, the same class), the editor's canvas the block's id.
   */
  ownClass?: string;
  classes: string[];
  /** Rules written with `{selector}` standing for the selector of that own (or the first) class. */
  rules: string[];
}

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** A colour or colour preset as CSS; undefined for anything that is not a colour. */
function colorValue(value: unknown): string | undefined {
  const text = stringValue(value);
  if (text === undefined) return undefined;
  const css = presetValue(text);
  return isCssColor(css) ? css : undefined;
}

function colorDeclarations(value: unknown): string[] {
  const declarations: string[] = [];
  const text = colorValue(readPath(value, ['color', 'text']));
  const background = colorValue(readPath(value, ['color', 'background']));
  if (text !== undefined) declarations.push(`color:${text}`);
  if (background !== undefined) declarations.push(`background-color:${background}`);
  return declarations;
}

/**
 * Element colours set on one block (`style.elements.link|heading|button`): a `wp-elements-*`
 * class of its own and rules scoped to it, as the block editor generates at render time.
 */
export function elementStyles(attributes: BlockAttributes): RenderTimeStyle | undefined {
  const elements = readPath(attributes.style, ['elements']);
  if (typeof elements !== 'object' || elements === null) return undefined;
  const rules: string[] = [];
  const link = readPath(elements, ['link']);
  const linkColor = colorDeclarations(link);
  if (linkColor.length > 0) {
    rules.push(`{selector} a:where(:not(.wp-element-button)){${linkColor.join(';')}}`);
  }
  const hover = colorDeclarations(readPath(link, [':hover']));
  if (hover.length > 0) {
    rules.push(`{selector} a:where(:not(.wp-element-button)):hover{${hover.join(';')}}`);
  }
  const heading = colorDeclarations(readPath(elements, ['heading']));
  if (heading.length > 0) {
    rules.push(`${HEADINGS.map((h) => `{selector} ${h}`).join(', ')}{${heading.join(';')}}`);
  }
  for (const level of HEADINGS) {
    const own = colorDeclarations(readPath(elements, [level]));
    if (own.length > 0) rules.push(`{selector} ${level}{${own.join(';')}}`);
  }
  const button = colorDeclarations(readPath(elements, ['button']));
  if (button.length > 0) {
    rules.push(
      `{selector} .wp-element-button, {selector} .wp-block-button__link{${button.join(';')}}`,
    );
  }
  if (rules.length === 0) return undefined;
  return { ownClass: 'wp-elements-', classes: [], rules };
}

const DUOTONE_TARGETS: Record<string, string> = {
  'core/cover':
    ' > .wp-block-cover__image-background, {selector} > .wp-block-cover__video-background',
};

/**
 * A duotone preset or `unset` on an image-like block (`style.color.duotone`): the class
 * `wp-duotone-{slug}` (the theme-json stylesheet carries each preset's filter rule and SVG), or a
 * `wp-duotone-unset-*` class of its own whose rule removes an inherited filter.
 */
export function duotoneStyles(
  blockType: BlockType,
  attributes: BlockAttributes,
): RenderTimeStyle | undefined {
  const duotone = readPath(attributes.style, ['color', 'duotone']);
  if (typeof duotone !== 'string' || duotone === '') return undefined;
  const target = DUOTONE_TARGETS[blockType.name] ?? ' img';
  if (duotone === 'unset') {
    return {
      ownClass: 'wp-duotone-unset-',
      classes: [],
      rules: [`{selector}${target}{filter:unset}`],
    };
  }
  if (!duotone.startsWith('var:preset|duotone|')) return undefined;
  const slug = duotone.slice('var:preset|duotone|'.length);
  if (!/^[a-zA-Z0-9_-]+$/.test(slug)) return undefined;
  return { classes: [`wp-duotone-${slug}`], rules: [] };
}
