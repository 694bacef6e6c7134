import type { RestSiteSettings } from '@atelier/blocks/rest';
import type { ArgSchema } from '../schema/arg-schema.js';

/** A time zone name (`Europe/Paris`, `America/Argentina/Buenos_Aires`), `UTC`, or empty. */
const TIMEZONE_PATTERN = '^(|UTC|[A-Z][A-Za-z_-]*(/[A-Za-z0-9_+-]+){1,2})$';

/** A WordPress locale code: `en_US`, `de_DE_formal`, `fr`. */
const LOCALE_PATTERN = '^[a-z]{2,3}(_[A-Z]{2})?(_[a-z0-9]+)?$';

/** The post formats WordPress knows; `0` stands for Standard. */
const POST_FORMATS = [
  '0',
  'aside',
  'chat',
  'gallery',
  'link',
  'image',
  'quote',
  'status',
  'video',
  'audio',
] as const;

/** One site setting: its schema (validation and the REST description) and its default. */
interface SettingDefinition {
  schema: ArgSchema;
  default: unknown;
}

/**
 * The site settings `/wp/v2/settings` exposes, with WordPress's names, order, descriptions and
 * defaults: every field of the shared `RestSiteSettings` shape (each default of its type) and
 * the rest of WordPress's registered settings.
 */
export const SITE_SETTINGS = {
  title: { schema: { type: 'string', description: 'Site title.' }, default: 'Atelier' },
  description: { schema: { type: 'string', description: 'Site tagline.' }, default: '' },
  url: {
    // Empty until set: the address the site is reached at stands in (see withSiteUrl).
    schema: { type: 'string', format: 'uri', description: 'Site URL.' },
    default: '',
  },
  email: {
    schema: {
      type: 'string',
      format: 'email',
      description: 'This address is used for admin purposes, like new user notification.',
    },
    default: '',
  },
  timezone: {
    schema: {
      type: 'string',
      pattern: TIMEZONE_PATTERN,
      description: 'A city in the same timezone as you.',
    },
    default: '',
  },
  date_format: {
    schema: { type: 'string', description: 'A date format for all date strings.' },
    default: 'F j, Y',
  },
  time_format: {
    schema: { type: 'string', description: 'A time format for all time strings.' },
    default: 'g:i a',
  },
  start_of_week: {
    schema: {
      type: 'integer',
      minimum: 0,
      maximum: 6,
      description: 'A day number of the week that the week should start on.',
    },
    default: 1,
  },
  language: {
    schema: { type: 'string', pattern: LOCALE_PATTERN, description: 'WordPress locale code.' },
    default: 'en_US',
  },
  use_smilies: {
    schema: {
      type: 'boolean',
      description: 'Convert emoticons like :-) and :-P to graphics on display.',
    },
    default: true,
  },
  default_category: {
    schema: { type: 'integer', minimum: 1, description: 'Default post category.' },
    default: 1,
  },
  default_post_format: {
    schema: { type: 'string', enum: POST_FORMATS, description: 'Default post format.' },
    default: '0',
  },
  posts_per_page: {
    schema: { type: 'integer', minimum: 1, description: 'Blog pages show at most.' },
    default: 10,
  },
  show_on_front: {
    schema: {
      type: 'string',
      enum: ['posts', 'page'],
      description: 'What to show on the front page',
    },
    default: 'posts',
  },
  page_on_front: {
    schema: {
      type: 'integer',
      minimum: 0,
      description: 'The ID of the page that should be displayed on the front page',
    },
    default: 0,
  },
  page_for_posts: {
    schema: {
      type: 'integer',
      minimum: 0,
      description: 'The ID of the page that should display the latest posts',
    },
    default: 0,
  },
  default_ping_status: {
    schema: {
      type: 'string',
      enum: ['open', 'closed'],
      description:
        'Allow link notifications from other blogs (pingbacks and trackbacks) on new articles.',
    },
    default: 'open',
  },
  default_comment_status: {
    schema: {
      type: 'string',
      enum: ['open', 'closed'],
      description: 'Allow people to submit comments on new posts.',
    },
    default: 'open',
  },
  site_logo: {
    schema: { type: ['integer', 'null'], minimum: 0, description: 'Site logo.' },
    default: null,
  },
  site_icon: {
    schema: { type: ['integer', 'null'], minimum: 0, description: 'Site icon.' },
    default: null,
  },
} satisfies {
  [Name in keyof RestSiteSettings]: SettingDefinition & { default: RestSiteSettings[Name] };
} & Record<string, SettingDefinition>;

export type SiteSettingName = keyof typeof SITE_SETTINGS;
export type SiteSettings = Record<SiteSettingName, unknown>;

export const SITE_SETTING_NAMES = Object.keys(SITE_SETTINGS) as SiteSettingName[];

export function isSiteSettingName(name: string): name is SiteSettingName {
  return name in SITE_SETTINGS;
}

/** The settings as answered: an unset `url` is the address the site is reached at. */
export function withSiteUrl(settings: SiteSettings, origin: string): SiteSettings {
  return settings.url ? settings : { ...settings, url: origin };
}
