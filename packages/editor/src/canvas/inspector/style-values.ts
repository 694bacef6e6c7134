import type { BlockAttributes } from '@atelier/blocks';
import { readStyle, withStyle } from './style-path';

/** A value picked in a control: a preset (by slug), a custom value, or nothing (reset). */
export type StyleChoice =
  | { kind: 'preset'; slug: string }
  | { kind: 'custom'; value: string }
  | null;

const PRESET_REF = /^var:preset\|([a-z-]+)\|(.+)$/;

/** `var:preset|color|accent` → `{preset accent}`; any other text → custom. */
export function choiceFromRef(value: unknown, kind: string): StyleChoice {
  if (typeof value !== 'string' || value === '') return null;
  const match = PRESET_REF.exec(value);
  if (match !== null && match[1] === kind && match[2] !== undefined) {
    return { kind: 'preset', slug: match[2] };
  }
  return { kind: 'custom', value };
}

/** A choice as a style value: presets as `var:preset|{kind}|{slug}`. */
export function refFromChoice(choice: StyleChoice, kind: string): string | undefined {
  if (choice === null) return undefined;
  return choice.kind === 'preset' ? `var:preset|${kind}|${choice.slug}` : choice.value;
}

/** Where a preset-or-custom value lives: a slug attribute and a `style` path. */
interface SlugOrStyle {
  slugAttribute: string;
  stylePath: readonly string[];
}

/** Colour targets of the Color panel (the border colour is the border panel's: `border-sides`). */
export type ColorTarget = 'text' | 'background' | 'link';

const COLOR_PLACES: Record<Exclude<ColorTarget, 'link'>, SlugOrStyle> = {
  text: { slugAttribute: 'textColor', stylePath: ['color', 'text'] },
  background: { slugAttribute: 'backgroundColor', stylePath: ['color', 'background'] },
};
const LINK_PATH = ['elements', 'link', 'color', 'text'] as const;

const FONT_SIZE: SlugOrStyle = { slugAttribute: 'fontSize', stylePath: ['typography', 'fontSize'] };

function readSlugOrStyle(attributes: BlockAttributes, place: SlugOrStyle): StyleChoice {
  const slug = attributes[place.slugAttribute];
  if (typeof slug === 'string' && slug !== '') return { kind: 'preset', slug };
  const custom = readStyle(attributes, place.stylePath);
  return typeof custom === 'string' && custom !== '' ? { kind: 'custom', value: custom } : null;
}

/** A preset writes its slug attribute and clears the custom value; a custom value the reverse. */
function writeSlugOrStyle(
  attributes: BlockAttributes,
  place: SlugOrStyle,
  choice: StyleChoice,
): BlockAttributes {
  return {
    [place.slugAttribute]: choice?.kind === 'preset' ? choice.slug : undefined,
    style: withStyle(
      attributes,
      place.stylePath,
      choice?.kind === 'custom' ? choice.value : undefined,
    ),
  };
}

/** The colour a block has for a target. */
export function readColor(attributes: BlockAttributes, target: ColorTarget): StyleChoice {
  if (target === 'link') return choiceFromRef(readStyle(attributes, LINK_PATH), 'color');
  return readSlugOrStyle(attributes, COLOR_PLACES[target]);
}

/**
 * The attribute changes for a colour: `textColor` / `backgroundColor` slugs for presets,
 * `style.color.*` for custom values; the link colour is always
 * `style.elements.link.color.text` (a preset as `var:preset|color|slug`).
 */
export function colorChanges(
  attributes: BlockAttributes,
  target: ColorTarget,
  choice: StyleChoice,
): BlockAttributes {
  if (target === 'link') {
    return { style: withStyle(attributes, LINK_PATH, refFromChoice(choice, 'color')) };
  }
  return writeSlugOrStyle(attributes, COLOR_PLACES[target], choice);
}

/** The font size of a block: the `fontSize` slug or `style.typography.fontSize`. */
export function readFontSize(attributes: BlockAttributes): StyleChoice {
  return readSlugOrStyle(attributes, FONT_SIZE);
}

/** The attribute changes for a font size. */
export function fontSizeChanges(attributes: BlockAttributes, choice: StyleChoice): BlockAttributes {
  return writeSlugOrStyle(attributes, FONT_SIZE, choice);
}

/** The attribute changes for one `style.typography.*` value (line height, weight, case…). */
export function typographyChanges(
  attributes: BlockAttributes,
  key: 'lineHeight' | 'fontWeight' | 'fontStyle' | 'textTransform' | 'letterSpacing',
  value: string | undefined,
): BlockAttributes {
  return { style: withStyle(attributes, ['typography', key], value) };
}
