import type { BlockAttributes } from '../grammar/block-node';

/** A string attribute, or `fallback` when it is missing or not a string. */
export function text(attributes: BlockAttributes, key: string, fallback = ''): string {
  const value = attributes[key];
  return typeof value === 'string' ? value : fallback;
}

/** A string attribute, or undefined when it is missing, empty or not a string. */
export function optionalText(attributes: BlockAttributes, key: string): string | undefined {
  const value = attributes[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A number attribute, or `fallback`. */
export function numberValue(attributes: BlockAttributes, key: string, fallback: number): number {
  const value = attributes[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** A number attribute, or undefined. */
export function optionalNumber(attributes: BlockAttributes, key: string): number | undefined {
  const value = attributes[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A boolean attribute, or `fallback`. */
export function flag(attributes: BlockAttributes, key: string, fallback = false): boolean {
  const value = attributes[key];
  return typeof value === 'boolean' ? value : fallback;
}

/** An object attribute, or an empty object. */
export function record(attributes: BlockAttributes, key: string): Record<string, unknown> {
  const value = attributes[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** `has-text-align-{textAlign}` when the block has a text alignment. */
export function textAlignClass(attributes: BlockAttributes): string | undefined {
  const align = attributes.textAlign;
  return typeof align === 'string' && align !== '' ? `has-text-align-${align}` : undefined;
}
