import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { errorBody } from '../http/error-body.js';
import { validateArgs, validateValue } from './validate-args.js';

describe('validateValue', () => {
  it('coerces query-string text to the declared type', () => {
    expect(validateValue('12', { type: 'integer' }, 'n')).toEqual({ ok: true, value: 12 });
    expect(validateValue('true', { type: 'boolean' }, 'b')).toEqual({ ok: true, value: true });
    expect(validateValue('0', { type: 'boolean' }, 'b')).toEqual({ ok: true, value: false });
    expect(validateValue('a, b', { type: 'array', items: { type: 'string' } }, 'list')).toEqual({
      ok: true,
      value: ['a', 'b'],
    });
    expect(validateValue(null, { type: ['integer', 'null'] }, 'logo')).toEqual({
      ok: true,
      value: null,
    });
  });

  it('answers with WordPress-style messages', () => {
    expect(validateValue('x', { type: 'integer' }, 'per_page')).toEqual({
      ok: false,
      message: 'per_page is not of type integer.',
    });
    expect(validateValue(2.5, { type: 'integer' }, 'n')).toEqual({
      ok: false,
      message: 'n is not of type integer.',
    });
    expect(validateValue(101, { type: 'integer', minimum: 1, maximum: 100 }, 'per_page')).toEqual({
      ok: false,
      message: 'per_page must be between 1 (inclusive) and 100 (inclusive)',
    });
    expect(validateValue('edit2', { type: 'string', enum: ['view', 'edit'] }, 'context')).toEqual({
      ok: false,
      message: 'context is not one of view, edit.',
    });
    expect(validateValue('', { type: 'string', minLength: 1 }, 'name')).toEqual({
      ok: false,
      message: 'name must be at least 1 character long.',
    });
    expect(validateValue('2026-13', { type: 'string', format: 'date-time' }, 'date')).toEqual({
      ok: false,
      message: 'date is not a valid date.',
    });
  });

  it('checks nested properties and refuses unknown ones when closed', () => {
    const schema = {
      type: 'object' as const,
      properties: { a: { type: 'integer' as const } },
      additionalProperties: false,
    };
    expect(validateValue({ a: '3' }, schema, 'o')).toEqual({ ok: true, value: { a: 3 } });
    expect(validateValue({ a: 'x' }, schema, 'o')).toEqual({
      ok: false,
      message: 'o[a] is not of type integer.',
    });
    expect(validateValue({ b: 1 }, schema, 'o')).toEqual({
      ok: false,
      message: 'b is not a valid property of Object.',
    });
  });

  it('drops NUL characters from text', () => {
    expect(validateValue('a\u0000b', { type: 'string' }, 's')).toEqual({ ok: true, value: 'ab' });
  });

  it('keeps an empty string a string when strings are allowed', () => {
    expect(validateValue('', { type: ['string', 'null'] }, 's')).toEqual({ ok: true, value: '' });
  });
});

describe('validateArgs', () => {
  const args = {
    page: { type: 'integer' as const, default: 1, minimum: 1 },
    title: { type: 'string' as const, required: true },
    status: { type: 'string' as const, enum: ['draft', 'publish'] },
  };

  it('fills defaults and keeps unknown params untouched', () => {
    expect(validateArgs({ title: 'T', extra: 'x' }, args)).toEqual({
      title: 'T',
      extra: 'x',
      page: 1,
    });
  });

  it('reports missing parameters first', () => {
    try {
      validateArgs({ status: 'nope' }, args);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(errorBody(error as AppError)).toEqual({
        code: 'rest_missing_callback_param',
        message: 'Missing parameter(s): title',
        data: { status: 400, params: ['title'] },
      });
    }
  });

  it('reports every invalid parameter at once', () => {
    try {
      validateArgs({ title: 'T', page: '0', status: 'nope' }, args);
      expect.unreachable();
    } catch (error) {
      expect(errorBody(error as AppError)).toEqual({
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): page, status',
        data: {
          status: 400,
          params: {
            page: 'page must be greater than or equal to 1',
            status: 'status is not one of draft, publish.',
          },
        },
      });
    }
  });
});

describe('integers the database cannot hold', () => {
  it('refuses them with the range instead of passing them on', () => {
    expect(validateValue('99999999999999999999', { type: 'integer', minimum: 1 }, 'page')).toEqual({
      ok: false,
      message: 'page must be between 1 (inclusive) and 2147483647 (inclusive)',
    });
    expect(validateValue(-3_000_000_000, { type: 'integer' }, 'offset')).toEqual({
      ok: false,
      message: 'offset must be between -2147483648 (inclusive) and 2147483647 (inclusive)',
    });
    expect(validateValue('2147483647', { type: 'integer' }, 'offset')).toEqual({
      ok: true,
      value: 2147483647,
    });
  });
});
