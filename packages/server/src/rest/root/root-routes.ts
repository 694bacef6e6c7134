import { siteOrigin } from '../../http/site-url.js';
import { readSiteSettings } from '../../settings/settings-operations.js';
import { describeRoute, publicRoutePath, type RestRoute, type RestRouter } from '../router.js';

function routeIndex(router: RestRouter, namespace?: string) {
  const grouped = new Map<string, RestRoute[]>();
  for (const route of router.routes) {
    if (namespace !== undefined && route.namespace !== namespace) continue;
    const path = publicRoutePath(route);
    grouped.set(path, [...(grouped.get(path) ?? []), route]);
  }
  return Object.fromEntries(
    [...grouped].map(([path, routes]) => [path, describeRoute(routes[0]?.namespace ?? '', routes)]),
  );
}

function namespaces(router: RestRouter): string[] {
  return [...new Set(router.routes.map((r) => r.namespace).filter(Boolean))];
}

/** `/wp-json/` (site info and every route) and one index per namespace. */
export function rootRoutes(router: RestRouter): RestRoute[] {
  return [
    {
      method: 'GET',
      namespace: '',
      path: '',
      permission: 'public',
      description: 'The API index: site information, namespaces and routes.',
      handler: async (request) => {
        const settings = await readSiteSettings(request.app.db);
        const origin = siteOrigin(request.raw);
        return {
          body: {
            name: settings.title,
            description: settings.description,
            url: origin,
            home: origin,
            gmt_offset: 0,
            timezone_string: 'UTC',
            site_logo: settings.site_logo ?? 0,
            site_icon: settings.site_icon ?? 0,
            site_icon_url: '',
            namespaces: namespaces(router),
            authentication: {
              'application-passwords': {
                endpoints: { authorization: `${origin}/wp-admin/authorize-application.php` },
              },
            },
            routes: routeIndex(router),
          },
        };
      },
    },
    ...['wp/v2', 'wp-block-editor/v1'].map(
      (namespace): RestRoute => ({
        method: 'GET',
        namespace,
        path: '',
        permission: 'public',
        handler: () => ({ body: { namespace, routes: routeIndex(router, namespace) } }),
      }),
    ),
  ];
}
