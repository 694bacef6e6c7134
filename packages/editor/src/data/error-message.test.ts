import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage, errorStatus } from './error-message';

const FALLBACK = 'An error occurred while renaming the template.';

describe('errorMessage (spec 1 §8 error rule)', () => {
  it('uses the server message when it has a code other than unknown_error', () => {
    const error = new ApiError('rest_conflict', 'Changed by someone else.', 412);
    expect(errorMessage(error, FALLBACK)).toBe('Changed by someone else.');
  });

  it('falls back for unknown_error, a missing code, an empty message or no error object', () => {
    expect(
      errorMessage(new ApiError('unknown_error', 'The server answered 500.', 500), FALLBACK),
    ).toBe(FALLBACK);
    expect(errorMessage(new Error('TypeError: x is undefined'), FALLBACK)).toBe(FALLBACK);
    expect(errorMessage({ code: 'rest_x', message: '' }, FALLBACK)).toBe(FALLBACK);
    expect(errorMessage(undefined, FALLBACK)).toBe(FALLBACK);
    expect(errorMessage('boom', FALLBACK)).toBe(FALLBACK);
  });
});

describe('errorStatus', () => {
  it('reads the HTTP status of an ApiError, null otherwise', () => {
    expect(errorStatus(new ApiError('rest_conflict', 'x', 412))).toBe(412);
    expect(errorStatus(new Error('x'))).toBeNull();
    expect(errorStatus({ status: '404' })).toBeNull();
    expect(errorStatus(null)).toBeNull();
  });
});
