/**
 * Limits and checks for what people type into a user profile, as WordPress applies them
 * (validate_username, the 60-character login, the password rules of the REST users controller).
 * Pure functions: the REST layer turns a problem into its error answer.
 */

/** Longest stored value of each user field, in characters. */
export const USER_FIELD_LIMITS = {
  username: 60,
  email: 100,
  name: 250,
  slug: 50,
  url: 100,
  description: 10_000,
  password: 1_000,
} as const;

/** A problem with one field: the WordPress error code and message. */
export interface UserInputProblem {
  code: string;
  message: string;
}

/** Characters WordPress keeps in a login under `sanitize_user( $login, true )`. */
const USERNAME_PATTERN = /^[A-Za-z0-9 _.@-]+$/;

/** Logins WordPress never hands out (`illegal_user_logins` defaults to none; these are ours). */
const RESERVED_USERNAMES = new Set(['me']);

/** The shortest password a new or changed password may have. */
export const MIN_PASSWORD_LENGTH = 8;

/** Checks a new username; `null` when it is fine. */
export function usernameProblem(username: string): UserInputProblem | null {
  const trimmed = username.trim();
  if (trimmed.length > USER_FIELD_LIMITS.username) {
    return {
      code: 'user_login_too_long',
      message: 'Username may not be longer than 60 characters.',
    };
  }
  if (trimmed === '' || trimmed !== username || !USERNAME_PATTERN.test(username)) {
    return {
      code: 'rest_user_invalid_username',
      message:
        'This username is invalid because it uses illegal characters. Please enter a valid username.',
    };
  }
  if (RESERVED_USERNAMES.has(username.toLowerCase())) {
    return { code: 'rest_user_invalid_username', message: 'Sorry, that username is not allowed.' };
  }
  return null;
}

/** Checks a new password; `null` when it is fine. */
export function passwordProblem(password: string): UserInputProblem | null {
  if (password.trim() === '') {
    return { code: 'rest_user_invalid_password', message: 'Passwords cannot be empty.' };
  }
  if (password.includes('\\')) {
    return {
      code: 'rest_user_invalid_password',
      message: 'Passwords cannot contain the "\\" character.',
    };
  }
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return {
      code: 'rest_user_invalid_password',
      message: `Passwords must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
    };
  }
  return null;
}

/** Whether a slug (WordPress's nicename) is made of lower-case letters, digits and hyphens. */
export function isValidUserSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= USER_FIELD_LIMITS.slug;
}
