import { describe, expect, it } from 'vitest';
import { isCrossSite, isLoginTokenValid, loginToken } from './login-token.js';

describe('login token', () => {
  it('keeps a well-formed cookie and replaces anything else', () => {
    const fresh = loginToken(undefined);
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(loginToken(fresh)).toBe(fresh);
    expect(loginToken('short')).not.toBe('short');
    expect(loginToken(`${fresh}<`)).not.toBe(`${fresh}<`);
  });

  it('accepts only the cookie value posted back', () => {
    const token = loginToken(undefined);
    expect(isLoginTokenValid(token, token)).toBe(true);
    expect(isLoginTokenValid(token, loginToken(undefined))).toBe(false);
    expect(isLoginTokenValid(undefined, token)).toBe(false);
    expect(isLoginTokenValid(token, undefined)).toBe(false);
    expect(isLoginTokenValid(token, [token])).toBe(false);
    expect(isLoginTokenValid('', '')).toBe(false);
  });

  it.each([
    ['cross-site', true],
    ['same-site', true],
    ['same-origin', false],
    ['none', false],
    [undefined, false],
  ])('Sec-Fetch-Site %s is cross-site: %s', (value, expected) => {
    expect(isCrossSite(value)).toBe(expected);
  });
});
