import { isValidCssDeclaration } from '@atelier/theme-json';

/** Classes and inline declarations one support contributes to a block's wrapper. */
export interface SupportOutput {
  classes: string[];
  styles: [property: string, value: string][];
}

/** An empty support output to add to. */
export function emptyOutput(): SupportOutput {
  return { classes: [], styles: [] };
}

/** Reads a nested value such as `style.color.text` without trusting the shape. */
export function readPath(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** The value when it is a non-empty string (numbers are written as strings), else undefined. */
export function stringValue(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Turns a camelCase or spaced name into the kebab-case used by preset slugs and classes. */
function kebabCase(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])([0-9])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase();
}

/**
 * Resolves a preset reference (`var:preset|color|accent`) to its custom property,
 * `var(--wp--preset--color--accent)`; other values pass through unchanged.
 */
export function presetValue(value: string): string {
  if (!value.startsWith('var:')) return value;
  const parts = value.slice(4).split('|');
  return `var(--wp--${parts.map(kebabCase).join('--')})`;
}

/**
 * Writes declarations as an inline style (`a:b;c:d`), the block editor's format. A declaration
 * whose value is not of its property's type (`isValidCssDeclaration`) is left out.
 */
export function inlineStyle(styles: readonly (readonly [string, string])[]): string {
  return styles
    .filter(([property, value]) => isValidCssDeclaration(property, value))
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
}

/**
 * Adds a declaration when the value is a usable string of the property's type (a length for
 * `padding`, a colour for `color`…), resolving preset references; anything else is left out.
 */
export function addStyle(output: SupportOutput, property: string, value: unknown): void {
  const text = stringValue(value);
  if (text === undefined) return;
  const css = presetValue(text);
  if (isValidCssDeclaration(property, css)) output.styles.push([property, css]);
}
