import type { ArgsSchema } from '../../schema/arg-schema.js';
import { USER_FIELD_LIMITS } from '../../users/user-input.js';

/** The writable user fields, as WordPress's users controller declares them (bounded). */
export function userFieldArgs(create: boolean): ArgsSchema {
  return {
    username: {
      type: 'string',
      required: create,
      minLength: 1,
      maxLength: USER_FIELD_LIMITS.username,
      description: 'Login name for the user.',
    },
    name: {
      type: 'string',
      maxLength: USER_FIELD_LIMITS.name,
      description: 'Display name for the user.',
    },
    email: {
      type: 'string',
      format: 'email',
      required: create,
      maxLength: USER_FIELD_LIMITS.email,
      description: 'The email address for the user.',
    },
    url: {
      type: 'string',
      format: 'uri',
      maxLength: USER_FIELD_LIMITS.url,
      description: 'URL of the user.',
    },
    description: {
      type: 'string',
      maxLength: USER_FIELD_LIMITS.description,
      description: 'Description of the user.',
    },
    slug: {
      type: 'string',
      minLength: 1,
      maxLength: USER_FIELD_LIMITS.slug,
      description: 'An alphanumeric identifier for the user.',
    },
    roles: {
      type: 'array',
      items: { type: 'string', maxLength: 60 },
      description: 'Roles assigned to the user.',
    },
    password: {
      type: 'string',
      required: create,
      maxLength: USER_FIELD_LIMITS.password,
      description: 'Password for the user (never included).',
    },
  };
}
