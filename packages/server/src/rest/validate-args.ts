import { AppError } from '../errors/app-error.js';
import type { ArgSchema, ArgsSchema, ArgType } from '../schema/arg-schema.js';
import { MAX_ID, withoutNul } from './posts/list-params.js';

/** Integers fit the database's 32-bit columns (and offsets computed from them stay exact). */
const INTEGER_RANGE = { minimum: -MAX_ID - 1, maximum: MAX_ID };

export type ValidationResult = { ok: true; value: unknown } | { ok: false; message: string };

const typeNames: Record<ArgType, string> = {
  string: 'string',
  integer: 'integer',
  number: 'number',
  boolean: 'boolean',
  array: 'array',
  object: 'object',
  null: 'null',
};

function typesOf(schema: ArgSchema): ArgType[] {
  if (!schema.type) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** Turns query-string text (and loose JSON) into the declared type, as WordPress does. */
function coerce(value: unknown, type: ArgType): { ok: true; value: unknown } | { ok: false } {
  switch (type) {
    case 'string':
      // NUL never belongs in text, and PostgreSQL refuses it: drop it rather than fail the write.
      return typeof value === 'string' ? { ok: true, value: withoutNul(value) } : { ok: false };
    case 'integer':
    case 'number': {
      let n: number | undefined;
      if (typeof value === 'number') n = value;
      else if (
        typeof value === 'string' &&
        value.trim() !== '' &&
        /^-?\d+(\.\d+)?$/.test(value.trim())
      )
        n = Number(value);
      if (n === undefined || !Number.isFinite(n)) return { ok: false };
      if (type === 'integer' && !Number.isInteger(n)) return { ok: false };
      return { ok: true, value: n };
    }
    case 'boolean':
      if (typeof value === 'boolean') return { ok: true, value };
      if (value === 'true' || value === '1' || value === 1) return { ok: true, value: true };
      if (value === 'false' || value === '0' || value === 0 || value === '')
        return { ok: true, value: false };
      return { ok: false };
    case 'array':
      if (Array.isArray(value)) return { ok: true, value };
      if (typeof value === 'string')
        return { ok: true, value: value === '' ? [] : value.split(',').map((s) => s.trim()) };
      return { ok: false };
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value)
        ? { ok: true, value }
        : { ok: false };
    case 'null':
      return value === null || value === '' ? { ok: true, value: null } : { ok: false };
  }
}

const formats: Record<NonNullable<ArgSchema['format']>, RegExp> = {
  'date-time': /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  uri: /^(https?:\/\/|\/)[^\s]*$/,
  'hex-color': /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
};

/**
 * Validates one value against its schema, coercing text where the schema allows, and returns
 * the clean value or a message in the WordPress wording (`per_page must be between 1 (inclusive)
 * and 100 (inclusive)`).
 */
export function validateValue(value: unknown, schema: ArgSchema, name: string): ValidationResult {
  const types = typesOf(schema);
  let current = value;
  let matchedType: ArgType | undefined;
  if (types.length > 0) {
    let matched = false;
    // Prefer an exact type match before coercing (so "" stays a string when strings are allowed).
    const ordered = [...types].sort(
      (a, b) => Number(!matchesExactly(value, a)) - Number(!matchesExactly(value, b)),
    );
    for (const type of ordered) {
      const result = coerce(value, type);
      if (result.ok) {
        current = result.value;
        matched = true;
        matchedType = type;
        break;
      }
    }
    if (!matched) {
      return {
        ok: false,
        message: `${name} is not of type ${types.map((t) => typeNames[t]).join(',')}.`,
      };
    }
  }

  if (schema.enum && !schema.enum.some((option) => option === current)) {
    return { ok: false, message: `${name} is not one of ${schema.enum.join(', ')}.` };
  }
  if (typeof current === 'number') {
    const { minimum, maximum } = schema;
    if (
      minimum !== undefined &&
      maximum !== undefined &&
      (current < minimum || current > maximum)
    ) {
      return {
        ok: false,
        message: `${name} must be between ${minimum} (inclusive) and ${maximum} (inclusive)`,
      };
    }
    if (minimum !== undefined && current < minimum) {
      return { ok: false, message: `${name} must be greater than or equal to ${minimum}` };
    }
    if (maximum !== undefined && current > maximum) {
      return { ok: false, message: `${name} must be less than or equal to ${maximum}` };
    }
    if (
      matchedType === 'integer' &&
      (current < INTEGER_RANGE.minimum || current > INTEGER_RANGE.maximum)
    ) {
      const low = Math.max(minimum ?? INTEGER_RANGE.minimum, INTEGER_RANGE.minimum);
      const high = Math.min(maximum ?? INTEGER_RANGE.maximum, INTEGER_RANGE.maximum);
      return {
        ok: false,
        message: `${name} must be between ${low} (inclusive) and ${high} (inclusive)`,
      };
    }
  }
  if (typeof current === 'string') {
    if (schema.minLength !== undefined && current.length < schema.minLength) {
      return {
        ok: false,
        message: `${name} must be at least ${schema.minLength} character${schema.minLength === 1 ? '' : 's'} long.`,
      };
    }
    if (schema.maxLength !== undefined && current.length > schema.maxLength) {
      return {
        ok: false,
        message: `${name} must be at most ${schema.maxLength} character${schema.maxLength === 1 ? '' : 's'} long.`,
      };
    }
    if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(current)) {
      return { ok: false, message: `${name} does not match pattern ${schema.pattern}.` };
    }
    if (schema.format && current !== '' && !formats[schema.format].test(current)) {
      return {
        ok: false,
        message: `${name} is not a valid ${schema.format === 'date-time' ? 'date' : schema.format}.`,
      };
    }
  }
  if (Array.isArray(current) && schema.items) {
    const items: unknown[] = [];
    for (const [index, item] of current.entries()) {
      const result = validateValue(item, schema.items, `${name}[${index}]`);
      if (!result.ok) return result;
      items.push(result.value);
    }
    current = items;
  }
  if (
    current !== null &&
    typeof current === 'object' &&
    !Array.isArray(current) &&
    (schema.properties || schema.additionalProperties !== undefined)
  ) {
    const out: Record<string, unknown> = {};
    const record = current as Record<string, unknown>;
    for (const [key, child] of Object.entries(record)) {
      const childSchema =
        schema.properties?.[key] ??
        (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
      if (!childSchema) {
        if (schema.additionalProperties === false) {
          return { ok: false, message: `${key} is not a valid property of Object.` };
        }
        out[key] = child;
        continue;
      }
      const result = validateValue(child, childSchema, `${name}[${key}]`);
      if (!result.ok) return result;
      out[key] = result.value;
    }
    for (const [key, childSchema] of Object.entries(schema.properties ?? {})) {
      if (childSchema.required && !(key in record)) {
        return { ok: false, message: `${key} is a required property of ${name}.` };
      }
    }
    current = out;
  }
  return { ok: true, value: current };
}

function matchesExactly(value: unknown, type: ArgType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'null':
      return value === null;
  }
}

/**
 * Validates a request's merged parameters against its route's args: fills defaults, coerces, and
 * throws 400 `rest_missing_callback_param` or `rest_invalid_param` naming every bad parameter.
 */
export function validateArgs(
  params: Record<string, unknown>,
  args: ArgsSchema,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...params };
  const missing: string[] = [];
  const invalid: Record<string, string> = {};
  for (const [name, schema] of Object.entries(args)) {
    const present = params[name] !== undefined;
    if (!present) {
      if (schema.required) missing.push(name);
      else if (schema.default !== undefined) out[name] = schema.default;
      continue;
    }
    const result = validateValue(params[name], schema, name);
    if (result.ok) out[name] = result.value;
    else invalid[name] = result.message;
  }
  if (missing.length > 0) {
    throw new AppError(
      'rest_missing_callback_param',
      `Missing parameter(s): ${missing.join(', ')}`,
      400,
      {
        params: missing,
      },
    );
  }
  const names = Object.keys(invalid);
  if (names.length > 0) {
    throw new AppError('rest_invalid_param', `Invalid parameter(s): ${names.join(', ')}`, 400, {
      params: invalid,
    });
  }
  return out;
}
