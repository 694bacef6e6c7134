import { type CssValueNode, readCssValue, splitAtCommas } from './css-value-tree';
import { CSS_NAMED_COLORS } from './named-colors';
import { memoByString } from './string-memo';

/**
 * Validators of CSS values by type. Each takes the value as it will be written (a preset
 * shorthand such as `var:preset|color|accent` is read as the `var()` it becomes) and answers
 * whether it is a well-formed value of that type made only of harmless pieces. Callers drop a
 * declaration whose value fails: nothing is repaired or passed through.
 */

/** Keywords every property accepts. */
export const GLOBAL_KEYWORDS: readonly string[] = [
  'inherit',
  'initial',
  'unset',
  'revert',
  'revert-layer',
];

const LENGTH_UNITS = new Set(
  (
    'px em rem ex ch cap ic lh rlh vw vh vi vb vmin vmax svw svh lvw lvh dvw dvh ' +
    'cqw cqh cqi cqb cqmin cqmax cm mm q in pt pc %'
  ).split(' '),
);
const ANGLE_UNITS = new Set(['deg', 'rad', 'grad', 'turn']);
const MATH_FUNCTIONS = new Set(['calc', 'min', 'max', 'clamp']);
const COLOR_FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
]);
const GRADIENT_FUNCTIONS = new Set([
  'linear-gradient',
  'radial-gradient',
  'conic-gradient',
  'repeating-linear-gradient',
  'repeating-radial-gradient',
  'repeating-conic-gradient',
]);
const GRADIENT_KEYWORDS = new Set(
  (
    'to at from in top right bottom left center circle ellipse closest-side closest-corner ' +
    'farthest-side farthest-corner srgb srgb-linear oklab oklch hsl hwb lab lch shorter longer ' +
    'increasing decreasing hue'
  ).split(' '),
);
const SHORTHAND = /^var:[a-zA-Z0-9_-]+(?:\|[a-zA-Z0-9_-]+)+$/;
const CUSTOM_PROPERTY = /^--[a-zA-Z0-9_-]+$/;

type ItemCheck = (item: CssValueNode) => boolean;

/**
 * True for a preset reference: the shorthand `var:preset|color|accent` or
 * `var(--wp--preset--color--accent)` (also `custom` and other `--wp--` groups), with a plain
 * slug.
 */
export function isPresetReference(value: string): boolean {
  if (SHORTHAND.test(value)) return true;
  return /^var\(--wp--[a-z]+--[a-z0-9-]+--[a-zA-Z0-9_-]+\)$/.test(value);
}

/**
 * Reads a value, turning a preset shorthand into its `var()` first; null when unreadable.
 * Remembered by text: the checks below only read the pieces, never change them.
 */
const readValue = memoByString((value: string): readonly CssValueNode[] | null => {
  const text = value.trim();
  if (text === '') return null;
  if (text.startsWith('var:')) {
    if (!SHORTHAND.test(text)) return null;
    return readCssValue(`var(--wp--${text.slice(4).split('|').join('--')})`);
  }
  return readCssValue(text);
});

function isGlobalKeyword(items: readonly CssValueNode[]): boolean {
  const [only] = items;
  return (
    items.length === 1 &&
    only?.kind === 'ident' &&
    GLOBAL_KEYWORDS.includes(only.value.toLowerCase())
  );
}

function isOperator(item: CssValueNode | undefined, ...values: string[]): boolean {
  return item?.kind === 'operator' && values.includes(item.value);
}

/** `var(--name)` or `var(--name, fallback)` with a fallback whose items pass `fallback`. */
function isVar(item: CssValueNode, fallback: ItemCheck): boolean {
  if (item.kind !== 'function' || item.name !== 'var') return false;
  const [name, comma, ...rest] = item.args;
  if (name?.kind !== 'ident' || !CUSTOM_PROPERTY.test(name.value)) return false;
  if (comma === undefined) return true;
  return isOperator(comma, ',') && rest.length > 0 && rest.every(fallback);
}

/** A piece of `calc()`-style arithmetic: numbers with length, angle or no unit, operators. */
function isMathItem(item: CssValueNode): boolean {
  switch (item.kind) {
    case 'number':
      return item.unit === '' || LENGTH_UNITS.has(item.unit) || ANGLE_UNITS.has(item.unit);
    case 'operator':
      return true;
    case 'parens':
      return item.items.every(isMathItem);
    case 'function':
      return MATH_FUNCTIONS.has(item.name) ? item.args.every(isMathItem) : isVar(item, isMathItem);
    case 'ident':
      return ['e', 'pi', 'infinity', '-infinity'].includes(item.value.toLowerCase());
    default:
      return false;
  }
}

function isMathFunction(item: CssValueNode): boolean {
  return item.kind === 'function' && MATH_FUNCTIONS.has(item.name) && item.args.every(isMathItem);
}

function isLengthItem(item: CssValueNode, unitless: boolean): boolean {
  if (item.kind === 'number') {
    return LENGTH_UNITS.has(item.unit) || (item.unit === '' && (unitless || item.value === 0));
  }
  return isMathFunction(item) || isVar(item, isMathItem);
}

function isColorArgument(item: CssValueNode): boolean {
  if (item.kind === 'number')
    return item.unit === '' || item.unit === '%' || ANGLE_UNITS.has(item.unit);
  if (item.kind === 'ident') return item.value.toLowerCase() === 'none';
  if (item.kind === 'operator') return item.value === ',' || item.value === '/';
  return isMathFunction(item) || isVar(item, isColorArgument);
}

function isColorItem(item: CssValueNode): boolean {
  switch (item.kind) {
    case 'hash':
      return [3, 4, 6, 8].includes(item.value.length);
    case 'ident':
      return CSS_NAMED_COLORS.has(item.value.toLowerCase());
    case 'function':
      if (COLOR_FUNCTIONS.has(item.name)) return item.args.every(isColorArgument);
      return isVar(item, isColorItem);
    default:
      return false;
  }
}

function isGradientArgument(item: CssValueNode): boolean {
  if (item.kind === 'ident' && GRADIENT_KEYWORDS.has(item.value.toLowerCase())) return true;
  if (item.kind === 'operator' && item.value === ',') return true;
  if (item.kind === 'number' && (item.unit === '' || ANGLE_UNITS.has(item.unit))) return true;
  return isColorItem(item) || isLengthItem(item, false);
}

function isGradientItem(item: CssValueNode): boolean {
  if (item.kind === 'function' && GRADIENT_FUNCTIONS.has(item.name)) {
    return item.args.every(isGradientArgument);
  }
  return isVar(item, isGradientItem);
}

/** Reads a value and checks it: a global keyword alone, or every item passing `check`. */
function checkValue(
  value: unknown,
  check: (items: readonly CssValueNode[]) => boolean,
): value is string {
  if (typeof value !== 'string') return false;
  const items = readValue(value);
  if (items === null || items.length === 0) return false;
  return isGlobalKeyword(items) || check(items);
}

/** Options of {@link isCssLength}. */
export interface LengthOptions {
  /** Keywords the property accepts (e.g. `auto`). */
  readonly keywords?: readonly string[];
  /** Whether plain numbers are allowed (`line-height: 1.5`); otherwise only `0`. */
  readonly unitless?: boolean;
  /** How many space-separated parts (4 for `margin: 1px 2px 3px 4px`); 1 by default. */
  readonly maxParts?: number;
}

/**
 * A length or percentage (`12px`, `1.5rem`, `50%`, `0`), a `calc()`/`clamp()`/`min()`/`max()`
 * of numbers and lengths, a `var(--…)` or preset reference, or one of the given keywords; up to
 * `maxParts` of them separated by spaces.
 */
export function isCssLength(value: unknown, options: LengthOptions = {}): value is string {
  const keywords = options.keywords ?? [];
  const unitless = options.unitless === true;
  return checkValue(value, (items) => {
    if (items.length > (options.maxParts ?? 1)) return false;
    return items.every(
      (item) =>
        isLengthItem(item, unitless) ||
        (item.kind === 'ident' && keywords.includes(item.value.toLowerCase())),
    );
  });
}

/**
 * A colour: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`/`hsl()`/`hsla()` (and the
 * other CSS colour functions) of numbers, a named colour, `transparent`, `currentcolor`, or a
 * `var(--…)` / preset reference.
 */
export function isCssColor(value: unknown): value is string {
  return checkValue(value, (items) => items.length === 1 && items.every(isColorItem));
}

/** One or more comma-separated CSS gradients of colours, lengths and angles, or a preset. */
export function isCssGradient(value: unknown): value is string {
  return checkValue(value, (items) =>
    splitAtCommas(items).every((group) => group.length === 1 && group.every(isGradientItem)),
  );
}

/** One of `keywords` (case-insensitive), or up to `maxParts` of them separated by spaces. */
export function isCssKeyword(
  value: unknown,
  keywords: readonly string[],
  maxParts = 1,
): value is string {
  return checkValue(
    value,
    (items) =>
      items.length <= maxParts &&
      items.every(
        (item) =>
          (item.kind === 'ident' && keywords.includes(item.value.toLowerCase())) ||
          isVar(item, () => false),
      ),
  );
}

/** A `box-shadow`: `none`, or comma-separated shadows of lengths, a colour and `inset`. */
export function isCssShadow(value: unknown): value is string {
  return checkValue(value, (items) => {
    if (items.length === 1 && items[0]?.kind === 'ident' && items[0].value === 'none') return true;
    return splitAtCommas(items).every(
      (shadow) =>
        shadow.length > 0 &&
        shadow.length <= 6 &&
        shadow.every(
          (item) =>
            isLengthItem(item, false) ||
            isColorItem(item) ||
            (item.kind === 'ident' && item.value.toLowerCase() === 'inset'),
        ),
    );
  });
}

/**
 * A `font-family` list: comma-separated names, each a quoted string (no backslashes, quotes or
 * `<` inside) or one or more plain identifiers (`Source Serif`, `sans-serif`), or a
 * `var(--…)` / preset reference.
 */
export function isCssFontFamily(value: unknown): value is string {
  return checkValue(value, (items) =>
    splitAtCommas(items).every((name) => {
      const [first] = name;
      if (first === undefined) return false;
      if (name.length === 1 && (first.kind === 'string' || isVar(first, () => false))) return true;
      return name.every((item) => item.kind === 'ident' && !item.value.startsWith('--'));
    }),
  );
}

/** A `font-weight`: `normal`, `bold`, `bolder`, `lighter`, or a number from 1 to 1000. */
export function isCssFontWeight(value: unknown): value is string {
  const text = typeof value === 'number' ? String(value) : value;
  return checkValue(text, (items) => {
    const [only] = items;
    if (items.length !== 1 || only === undefined) return false;
    if (only.kind === 'number') return only.unit === '' && only.value >= 1 && only.value <= 1000;
    if (only.kind === 'ident') {
      return ['normal', 'bold', 'bolder', 'lighter'].includes(only.value.toLowerCase());
    }
    return isVar(only, () => false);
  });
}

/** An `aspect-ratio`: `auto`, a number, or `width / height`, optionally after `auto`. */
export function isCssAspectRatio(value: unknown): value is string {
  return checkValue(value, (items) => {
    const rest = items[0]?.kind === 'ident' && items[0].value === 'auto' ? items.slice(1) : items;
    if (rest.length === 0) return items.length === 1;
    const isNumber = (item: CssValueNode | undefined) =>
      item?.kind === 'number' && item.unit === '' && item.value > 0;
    const [one] = rest;
    if (rest.length === 1) return isNumber(one) || (one !== undefined && isVar(one, () => false));
    return rest.length === 3 && isNumber(rest[0]) && isOperator(rest[1], '/') && isNumber(rest[2]);
  });
}

/** A whole number of at least 1 (`column-count`), or `auto`. */
export function isCssInteger(value: unknown): value is string {
  const text = typeof value === 'number' ? String(value) : value;
  return checkValue(text, (items) => {
    const [only] = items;
    if (items.length !== 1 || only === undefined) return false;
    if (only.kind === 'ident') return only.value === 'auto';
    return (
      only.kind === 'number' && only.unit === '' && Number.isInteger(only.value) && only.value >= 1
    );
  });
}

function isSafeItem(item: CssValueNode): boolean {
  if (item.kind === 'function') {
    const known =
      MATH_FUNCTIONS.has(item.name) ||
      COLOR_FUNCTIONS.has(item.name) ||
      GRADIENT_FUNCTIONS.has(item.name) ||
      item.name === 'var';
    return known && item.args.every(isSafeItem);
  }
  if (item.kind === 'parens') return item.items.every(isSafeItem);
  return true;
}

/**
 * Any value made of the strict grammar's pieces (numbers, identifiers, hex colours, quoted
 * strings, operators) and the maths, colour, gradient and `var()` functions: for custom
 * properties (`settings.custom`) whose type is not known.
 */
export function isSafeCssValue(value: unknown): value is string {
  const text = typeof value === 'number' ? String(value) : value;
  return checkValue(text, (items) => items.every(isSafeItem));
}
