import { cssUrl } from './css-url';
import {
  isCssAspectRatio,
  isCssColor,
  isCssFontFamily,
  isCssFontWeight,
  isCssGradient,
  isCssInteger,
  isCssKeyword,
  isCssLength,
  isCssShadow,
  isSafeCssValue,
} from './css-value-types';
import { memoByString } from './string-memo';

/** Checks one property's value; true when it may be written. */
type ValueCheck = (value: string) => boolean;

const CUSTOM_PROPERTY = /^--[a-zA-Z0-9_-]+$/;
const SIDES = ['top', 'right', 'bottom', 'left'] as const;
const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
const BORDER_STYLES = 'none hidden dotted dashed solid double groove ridge inset outset'.split(' ');
const POSITION_KEYWORDS = ['left', 'right', 'top', 'bottom', 'center'];

const length =
  (keywords: readonly string[] = [], maxParts = 1, unitless = false): ValueCheck =>
  (value) =>
    isCssLength(value, { keywords, maxParts, unitless });
const keyword =
  (keywords: readonly string[], maxParts = 1): ValueCheck =>
  (value) =>
    isCssKeyword(value, keywords, maxParts);

const box = length(['auto'], 4);
const radius = length([], 2);
const borderWidth = length(['thin', 'medium', 'thick']);

const DECORATION_KEYWORDS =
  'none underline overline line-through blink solid double dotted dashed wavy auto from-font'.split(
    ' ',
  );

/** `text-decoration` shorthand: lines, style, thickness and colour in any order. */
function textDecoration(value: string): boolean {
  const parts = value.trim().split(/\s+/);
  return (
    parts.length <= 4 &&
    parts.every(
      (part) => isCssKeyword(part, DECORATION_KEYWORDS) || isCssColor(part) || isCssLength(part),
    )
  );
}

function backgroundImage(value: string): boolean {
  if (value.trim().toLowerCase() === 'none') return true;
  if (/^url\('[^']*'\)$/.test(value)) return cssUrl(value.slice(5, -2)) === value;
  return isCssGradient(value);
}

const TABLE: Record<string, ValueCheck> = {
  color: isCssColor,
  'background-color': isCssColor,
  'border-color': isCssColor,
  'outline-color': isCssColor,
  background: (value) => isCssGradient(value) || isCssColor(value),
  'background-image': backgroundImage,
  'background-position': length(POSITION_KEYWORDS, 4),
  'background-repeat': keyword(
    ['repeat', 'no-repeat', 'repeat-x', 'repeat-y', 'space', 'round'],
    2,
  ),
  'background-size': length(['auto', 'cover', 'contain'], 2),
  'background-attachment': keyword(['scroll', 'fixed', 'local']),
  'border-style': keyword(BORDER_STYLES, 4),
  'outline-style': keyword([...BORDER_STYLES, 'auto']),
  'border-width': length(['thin', 'medium', 'thick'], 4),
  'outline-width': borderWidth,
  'outline-offset': length(),
  'border-radius': length([], 4),
  'box-shadow': isCssShadow,
  'font-family': isCssFontFamily,
  'font-size': length([
    'xx-small',
    'x-small',
    'small',
    'medium',
    'large',
    'x-large',
    'xx-large',
    'xxx-large',
    'smaller',
    'larger',
  ]),
  'font-style': keyword(['normal', 'italic', 'oblique']),
  'font-weight': isCssFontWeight,
  'line-height': length(['normal'], 1, true),
  'letter-spacing': length(['normal']),
  'text-align': keyword(['left', 'right', 'center', 'justify', 'start', 'end']),
  'text-decoration': textDecoration,
  'text-transform': keyword(['none', 'capitalize', 'uppercase', 'lowercase', 'full-width']),
  'writing-mode': keyword([
    'horizontal-tb',
    'vertical-rl',
    'vertical-lr',
    'sideways-rl',
    'sideways-lr',
  ]),
  'column-count': isCssInteger,
  'min-height': length(['auto', 'none', 'min-content', 'max-content', 'fit-content']),
  'aspect-ratio': isCssAspectRatio,
  filter: (value) =>
    keyword(['none'])(value) || /^var\(--wp--preset--duotone--[a-z0-9-]+\)$/.test(value),
  margin: box,
  padding: length([], 4),
  gap: length(['normal'], 2),
  width: length(['auto', 'min-content', 'max-content', 'fit-content']),
  height: length(['auto', 'min-content', 'max-content', 'fit-content']),
  'max-width': length(['none', 'min-content', 'max-content', 'fit-content']),
  'flex-basis': length(['auto', 'content', 'min-content', 'max-content', 'fit-content']),
  'object-fit': keyword(['fill', 'contain', 'cover', 'none', 'scale-down']),
  'object-position': length(POSITION_KEYWORDS, 4),
  'grid-template-columns': length(['auto', 'none', 'min-content', 'max-content'], 2),
};
for (const side of SIDES) {
  TABLE[`margin-${side}`] = length(['auto']);
  TABLE[`padding-${side}`] = length();
  TABLE[`border-${side}-color`] = isCssColor;
  TABLE[`border-${side}-style`] = keyword(BORDER_STYLES);
  TABLE[`border-${side}-width`] = borderWidth;
}
for (const corner of CORNERS) TABLE[`border-${corner}-radius`] = radius;

/** Checks a known property's value; remembered, as the same values come back in every build. */
const isValidDeclarationText = memoByString((text: string): boolean => {
  const cut = text.indexOf('\n');
  const property = text.slice(0, cut);
  const value = text.slice(cut + 1);
  if (CUSTOM_PROPERTY.test(property)) return isSafeCssValue(value);
  return TABLE[property]?.(value) === true;
});

/**
 * Whether `value` may be written for `property`: each property has a type (colour, length with
 * its keywords, keyword list, gradient, shadow, font family, URL…) and the value must be one.
 * Custom properties (`--…`) take any value of the strict grammar. Unknown properties are
 * refused.
 */
export function isValidCssDeclaration(property: string, value: string): boolean {
  const isCustom = CUSTOM_PROPERTY.test(property);
  if (!isCustom && !Object.hasOwn(TABLE, property)) return false;
  // Known property names hold no line break, so the text names one property and one value.
  return isValidDeclarationText(`${property}\n${value}`);
}
