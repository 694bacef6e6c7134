import { siteOrigin } from '../../http/site-url.js';
import type { ArgsSchema } from '../../schema/arg-schema.js';
import { readSiteSettings, updateSiteSettings } from '../../settings/settings-operations.js';
import {
  SITE_SETTING_NAMES,
  SITE_SETTINGS,
  type SiteSettings,
  withSiteUrl,
} from '../../settings/site-settings.js';
import type { RestRoute } from '../router.js';

const settingArgs: ArgsSchema = Object.fromEntries(
  SITE_SETTING_NAMES.map((name) => [name, SITE_SETTINGS[name].schema]),
);

/** `/wp/v2/settings`: the site settings; reading and writing need manage_options. */
export const settingsRoutes: RestRoute[] = [
  {
    method: 'GET',
    namespace: 'wp/v2',
    path: '/settings',
    permission: 'manage_options',
    handler: async (request) => ({
      body: withSiteUrl(await readSiteSettings(request.app.db), siteOrigin(request.raw)),
    }),
  },
  {
    method: 'POST',
    namespace: 'wp/v2',
    path: '/settings',
    permission: 'manage_options',
    args: settingArgs,
    handler: async (request) => {
      const changes: Partial<SiteSettings> = {};
      for (const name of SITE_SETTING_NAMES) {
        if (request.params[name] !== undefined) changes[name] = request.params[name];
      }
      const settings = await updateSiteSettings(request.app.db, changes);
      return { body: withSiteUrl(settings, siteOrigin(request.raw)) };
    },
  },
];
