import type { BlockAttributes } from '@atelier/blocks';

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads `attributes.style` at a path (`['color', 'text']`). */
export function readStyle(attributes: BlockAttributes, path: readonly string[]): unknown {
  let value: unknown = attributes.style;
  for (const key of path) {
    if (!isPlain(value)) return undefined;
    value = value[key];
  }
  return value;
}

function setPath(target: unknown, path: readonly string[], value: unknown): Plain | undefined {
  const base: Plain = isPlain(target) ? { ...target } : {};
  const [key, ...rest] = path;
  if (key === undefined) return isPlain(value) ? value : undefined;
  const next = rest.length === 0 ? value : setPath(base[key], rest, value);
  if (next === undefined || next === '' || (isPlain(next) && Object.keys(next).length === 0)) {
    delete base[key];
  } else {
    base[key] = next;
  }
  return Object.keys(base).length === 0 ? undefined : base;
}

/**
 * The `style` attribute with one value set (or removed when `undefined` / empty); emptied
 * branches are pruned, and a style left empty becomes `undefined` (the attribute is reset).
 */
export function withStyle(
  attributes: BlockAttributes,
  path: readonly string[],
  value: unknown,
): Plain | undefined {
  return setPath(attributes.style, path, value);
}
