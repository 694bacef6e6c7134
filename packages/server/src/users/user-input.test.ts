import { describe, expect, it } from 'vitest';
import { isValidUserSlug, passwordProblem, usernameProblem } from './user-input.js';

describe('usernameProblem', () => {
  it.each(['maya', 'new.author', 'jo smith', 'a_b-c@d'])('accepts %j', (name) => {
    expect(usernameProblem(name)).toBeNull();
  });

  it.each([
    ['', 'rest_user_invalid_username'],
    [' padded', 'rest_user_invalid_username'],
    ['<script>', 'rest_user_invalid_username'],
    ['naïve', 'rest_user_invalid_username'],
    ['me', 'rest_user_invalid_username'],
    ['x'.repeat(61), 'user_login_too_long'],
  ])('refuses %j with %s', (name, code) => {
    expect(usernameProblem(name)?.code).toBe(code);
  });
});

describe('passwordProblem', () => {
  it('accepts eight characters or more', () => {
    expect(passwordProblem('eight ch')).toBeNull();
  });

  it.each([
    ['', 'Passwords cannot be empty.'],
    ['        ', 'Passwords cannot be empty.'],
    ['back\\slash-pass', 'Passwords cannot contain the "\\" character.'],
    ['seven c', 'Passwords must be at least 8 characters long.'],
  ])('refuses %j', (password, message) => {
    expect(passwordProblem(password)).toEqual({ code: 'rest_user_invalid_password', message });
  });
});

describe('isValidUserSlug', () => {
  it('takes lower-case words joined by hyphens, up to 50 characters', () => {
    expect(isValidUserSlug('maya-okafor')).toBe(true);
    expect(isValidUserSlug('Maya')).toBe(false);
    expect(isValidUserSlug('-maya')).toBe(false);
    expect(isValidUserSlug('a'.repeat(51))).toBe(false);
  });
});
