import type { BlockAttributes } from '@atelier/blocks';
import { asStyleObject, readStyle, type StyleObject, withStyle } from './style-path';
import { choiceFromRef } from './style-values';

/** A block attribute that holds a preset slug for one place of the style. */
interface SlugAttribute {
  attribute: string;
  path: readonly string[];
  kind: string;
}

/** The block editor's preset attributes: a slug here stands for `var:preset|{kind}|{slug}`. */
const SLUG_ATTRIBUTES: readonly SlugAttribute[] = [
  { attribute: 'textColor', path: ['color', 'text'], kind: 'color' },
  { attribute: 'backgroundColor', path: ['color', 'background'], kind: 'color' },
  { attribute: 'borderColor', path: ['border', 'color'], kind: 'color' },
  { attribute: 'fontSize', path: ['typography', 'fontSize'], kind: 'font-size' },
  { attribute: 'fontFamily', path: ['typography', 'fontFamily'], kind: 'font-family' },
];

/**
 * A block's style as the style panels edit it: its `style` attribute with each preset slug
 * attribute (`textColor`, `backgroundColor`, `borderColor`, `fontSize`, `fontFamily`) written in
 * as a preset reference, which wins over a custom value at the same place.
 */
export function blockStyleValue(attributes: BlockAttributes): StyleObject {
  let style = asStyleObject(attributes.style);
  for (const { attribute, path, kind } of SLUG_ATTRIBUTES) {
    const slug = attributes[attribute];
    if (typeof slug === 'string' && slug !== '') {
      style = withStyle(style, path, `var:preset|${kind}|${slug}`);
    }
  }
  return style;
}

/**
 * The attribute changes that give a block an edited style: a preset reference at a slug
 * attribute's place goes to that attribute (and leaves `style`), anything else there clears the
 * attribute; the rest is the `style` attribute (`undefined` when empty). Slug attributes that do
 * not change are left out.
 */
export function blockStyleChanges(attributes: BlockAttributes, next: StyleObject): BlockAttributes {
  let style = next;
  const changes: BlockAttributes = {};
  for (const { attribute, path, kind } of SLUG_ATTRIBUTES) {
    const choice = choiceFromRef(readStyle(style, path), kind);
    const slug = choice?.kind === 'preset' ? choice.slug : undefined;
    if (slug !== undefined) style = withStyle(style, path, undefined);
    const current = attributes[attribute];
    if (slug !== (typeof current === 'string' && current !== '' ? current : undefined)) {
      changes[attribute] = slug;
    }
  }
  return { ...changes, style: Object.keys(style).length === 0 ? undefined : style };
}
