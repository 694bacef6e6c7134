import type { RestSiteSettings } from '@atelier/blocks/rest';
import type { ArgSchema } from '../schema/arg-schema.js';

/** One site setting: its schema (validation and the REST description) and its default. */
interface SettingDefinition {
  schema: ArgSchema;
  default: unknown;
}

/**
 * The site settings `/wp/v2/settings` exposes, with WordPress's names and defaults: exactly the
 * fields of the shared `RestSiteSettings` shape, each default of its type.
 */
export const SITE_SETTINGS = {
  title: { schema: { type: 'string', description: 'Site title.' }, default: 'Atelier' },
  description: { schema: { type: 'string', description: 'Site tagline.' }, default: '' },
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
  posts_per_page: {
    schema: { type: 'integer', minimum: 1, description: 'Blog pages show at most.' },
    default: 10,
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
  date_format: {
    schema: { type: 'string', description: 'A date format for all date strings.' },
    default: 'F j, Y',
  },
  time_format: {
    schema: { type: 'string', description: 'A time format for all time strings.' },
    default: 'g:i a',
  },
} satisfies {
  [Name in keyof RestSiteSettings]: SettingDefinition & { default: RestSiteSettings[Name] };
};

export type SiteSettingName = keyof typeof SITE_SETTINGS;
export type SiteSettings = Record<SiteSettingName, unknown>;

export const SITE_SETTING_NAMES = Object.keys(SITE_SETTINGS) as SiteSettingName[];

export function isSiteSettingName(name: string): name is SiteSettingName {
  return name in SITE_SETTINGS;
}
