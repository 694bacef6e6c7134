import { readStyle, type StyleObject, withStyle } from './style-path';

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

/** Colour targets of the Color panel (the border colour is the border panel's: `border-sides`). */
export type ColorTarget = 'text' | 'background' | 'link';

const COLOR_PATHS: Record<ColorTarget, readonly string[]> = {
  text: ['color', 'text'],
  background: ['color', 'background'],
  link: ['elements', 'link', 'color', 'text'],
};

const FONT_SIZE_PATH = ['typography', 'fontSize'] as const;
const FONT_FAMILY_PATH = ['typography', 'fontFamily'] as const;

/** The colour of a target: a palette preset (`var:preset|color|slug`) or a custom value. */
export function readColor(style: StyleObject, target: ColorTarget): StyleChoice {
  return choiceFromRef(readStyle(style, COLOR_PATHS[target]), 'color');
}

/** The style with a colour set (a preset as `var:preset|color|slug`) or, for `null`, removed. */
export function withColor(
  style: StyleObject,
  target: ColorTarget,
  choice: StyleChoice,
): StyleObject {
  return withStyle(style, COLOR_PATHS[target], refFromChoice(choice, 'color'));
}

/** The font size: a preset (`var:preset|font-size|slug`) or a custom size. */
export function readFontSize(style: StyleObject): StyleChoice {
  return choiceFromRef(readStyle(style, FONT_SIZE_PATH), 'font-size');
}

/** The style with a font size set or removed. */
export function withFontSize(style: StyleObject, choice: StyleChoice): StyleObject {
  return withStyle(style, FONT_SIZE_PATH, refFromChoice(choice, 'font-size'));
}

/** The slug of the font family preset, '' when none is chosen. */
export function readFontFamily(style: StyleObject): string {
  const choice = choiceFromRef(readStyle(style, FONT_FAMILY_PATH), 'font-family');
  return choice?.kind === 'preset' ? choice.slug : '';
}

/** The style with a font family preset set or ('') removed. */
export function withFontFamily(style: StyleObject, slug: string): StyleObject {
  return withStyle(
    style,
    FONT_FAMILY_PATH,
    refFromChoice(slug === '' ? null : { kind: 'preset', slug }, 'font-family'),
  );
}

/** The style with one `typography.*` value (line height, weight, case…) set or removed. */
export function withTypography(
  style: StyleObject,
  key: 'lineHeight' | 'fontWeight' | 'fontStyle' | 'textTransform' | 'letterSpacing',
  value: string | undefined,
): StyleObject {
  return withStyle(style, ['typography', key], value);
}
