import { PRESET_ORIGINS } from '../types/presets';
import { isRecord } from '../values/object-path';
import { type Schema, SETTINGS_SCHEMA, STYLES_SCHEMA } from './schema';

/** One problem found in a theme.json part: where it is and what is wrong. */
export interface ThemeJsonValidationError {
  /** Dotted path from the part's root, e.g. `styles.color.text` or `settings.color.palette.foo`. */
  readonly path: string;
  readonly message: string;
}

const ORIGIN_LIST = PRESET_ORIGINS.join(', ');

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function isStyleValue(value: unknown): boolean {
  if (typeof value === 'string') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  return isRecord(value) && typeof value.ref === 'string' && Object.keys(value).length === 1;
}

function isCustomTree(value: unknown): boolean {
  if (!isRecord(value)) return false;
  return Object.values(value).every(
    (child) => typeof child === 'string' || typeof child === 'number' || isCustomTree(child),
  );
}

const join = (path: string, key: string | number) =>
  typeof key === 'number' ? `${path}[${key}]` : `${path}.${key}`;

function check(
  schema: Schema,
  value: unknown,
  path: string,
  errors: ThemeJsonValidationError[],
): void {
  const fail = (expected: string) =>
    errors.push({ path, message: `${path} must be ${expected}, got ${describe(value)}.` });
  switch (schema.type) {
    case 'any':
      return;
    case 'boolean':
    case 'string':
      if (typeof value !== schema.type) fail(`a ${schema.type}`);
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) fail('a number');
      return;
    case 'booleanOrNull':
      if (typeof value !== 'boolean' && value !== null) fail('a boolean or null');
      return;
    case 'styleValue':
      if (!isStyleValue(value)) fail('a string, a number or {"ref": "…"}');
      return;
    case 'customTree':
      if (!isCustomTree(value)) fail('an object of strings, numbers and nested objects');
      return;
    case 'array':
      if (!Array.isArray(value)) {
        fail('a list');
        return;
      }
      for (const [index, item] of value.entries())
        check(schema.items, item, join(path, index), errors);
      return;
    case 'object':
      if (!isRecord(value)) {
        fail('an object');
        return;
      }
      for (const [key, child] of Object.entries(value)) {
        const childSchema = schema.properties[key];
        if (childSchema !== undefined && child !== undefined && child !== null) {
          check(childSchema, child, join(path, key), errors);
        }
      }
      return;
    case 'record':
      if (!isRecord(value)) {
        fail('an object');
        return;
      }
      for (const [key, child] of Object.entries(value))
        check(schema.values, child, join(path, key), errors);
      return;
    case 'presets':
      checkPresets(schema.item, value, path, errors);
      return;
    case 'oneOf': {
      const matches = schema.options.some((option) => {
        const probe: ThemeJsonValidationError[] = [];
        check(option, value, path, probe);
        return probe.length === 0;
      });
      if (!matches) fail(schema.label);
      return;
    }
  }
}

function checkPresetList(
  item: Schema,
  value: unknown,
  path: string,
  errors: ThemeJsonValidationError[],
): void {
  if (!Array.isArray(value)) {
    errors.push({ path, message: `${path} must be a list of presets, got ${describe(value)}.` });
    return;
  }
  value.forEach((preset, index) => {
    const presetPath = join(path, index);
    check(item, preset, presetPath, errors);
    if (isRecord(preset) && (typeof preset.slug !== 'string' || preset.slug === '')) {
      errors.push({
        path: `${presetPath}.slug`,
        message: `${presetPath}.slug must be a non-empty string.`,
      });
    }
  });
}

function checkPresets(
  item: Schema,
  value: unknown,
  path: string,
  errors: ThemeJsonValidationError[],
): void {
  if (Array.isArray(value)) {
    checkPresetList(item, value, path, errors);
    return;
  }
  if (!isRecord(value)) {
    errors.push({
      path,
      message: `${path} must be a list of presets or lists keyed by origin, got ${describe(value)}.`,
    });
    return;
  }
  for (const [origin, list] of Object.entries(value)) {
    const originPath = join(path, origin);
    if (!(PRESET_ORIGINS as readonly string[]).includes(origin)) {
      errors.push({
        path: originPath,
        message: `${originPath}: unknown preset origin "${origin}" (expected one of ${ORIGIN_LIST}).`,
      });
      continue;
    }
    checkPresetList(item, list, originPath, errors);
  }
}

/**
 * Checks the `styles` or `settings` of a theme.json document (or a global styles record) and
 * lists every wrong type and unknown preset origin with its path, e.g.
 * `{path: 'styles.color.text', message: 'styles.color.text must be a string, a number or {"ref": "…"}, got a boolean.'}`.
 * Unknown keys are allowed (newer theme.json fields pass through) and `null` counts as unset.
 * An empty list means valid.
 */
export function validateThemeJsonPart(
  kind: 'styles' | 'settings',
  value: unknown,
): ThemeJsonValidationError[] {
  const errors: ThemeJsonValidationError[] = [];
  check(kind === 'styles' ? STYLES_SCHEMA : SETTINGS_SCHEMA, value, kind, errors);
  return errors;
}
