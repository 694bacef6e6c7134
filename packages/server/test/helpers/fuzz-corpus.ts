import { type HttpMethod, type RestRoute, routeMethods } from '../../src/rest/router.js';
import type { ArgSchema } from '../../src/schema/arg-schema.js';

/** One malformed request of the corpus; `body` is sent as it is, with `contentType`. */
export interface FuzzRequest {
  method: HttpMethod;
  url: string;
  body?: string;
  contentType?: string;
  /** What was changed, for the failure message. */
  label: string;
}

/** Text nested `levels` deep as JSON objects: `{"a":{"a":…1…}}`. */
export function deepJson(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/** Groups nested `levels` deep, as block markup. */
export function deepBlocks(levels: number): string {
  const open = '<!-- wp:group --><div class="wp-block-group">'.repeat(levels);
  return `${open}${'</div><!-- /wp:group -->'.repeat(levels)}`;
}

const LONG = 'a'.repeat(100_000);

/** Bad values for a query-string parameter, already URL-encoded (`name=` is added before each). */
export const QUERY_VALUES: readonly string[] = [
  '99999999999999999999',
  '-99999999999999999999',
  '-1',
  '0',
  'NaN',
  '1e309',
  '1.5',
  '',
  '%00',
  'x%00y',
  LONG,
  '%7B%22a%22%3A1%7D',
  '%3Cscript%3E',
  '..%2F..%2Fetc%2Fpasswd',
  '%FF%FE',
  'a,b,,c',
];

/** Bad values for a JSON body property, as JSON text. */
export const JSON_VALUES: readonly string[] = [
  '1e20',
  '-1',
  '99999999999999999999',
  '"NaN"',
  '""',
  '"x\\u0000y"',
  JSON.stringify(LONG),
  '[]',
  '[1,"x",{},null]',
  '{}',
  '{"raw":5}',
  'null',
  'true',
  deepJson(5000),
  JSON.stringify(deepBlocks(10_000)),
];

/** Whole bodies that are broken as a whole, with the content type they claim. */
export const BAD_BODIES: readonly { body: string; contentType: string; label: string }[] = [
  { body: '{', contentType: 'application/json', label: 'truncated JSON' },
  { body: '{"a":1}}', contentType: 'application/json', label: 'trailing garbage' },
  { body: '[1,2]', contentType: 'application/json', label: 'JSON array' },
  { body: '"text"', contentType: 'application/json', label: 'JSON string' },
  { body: 'null', contentType: 'application/json', label: 'JSON null' },
  { body: deepJson(5000), contentType: 'application/json', label: '5,000-deep JSON' },
  { body: '{"a":1}', contentType: 'text/plain', label: 'text/plain' },
  { body: '<a/>', contentType: 'application/xml', label: 'xml' },
  {
    body: 'a=1&a=2&b[c]=3&%00=%00',
    contentType: 'application/x-www-form-urlencoded',
    label: 'form',
  },
  {
    body: '--xx\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    contentType: 'multipart/form-data; boundary=xx',
    label: 'truncated multipart',
  },
  { body: 'garbage', contentType: 'multipart/form-data', label: 'multipart without boundary' },
  {
    body: '--xx\r\nbroken header\r\n\r\n--xx--\r\n',
    contentType: 'multipart/form-data; boundary=xx',
    label: 'malformed multipart header',
  },
  { body: '\u0000\u0001\u0002', contentType: 'image/png', label: 'raw upload without a filename' },
];

/** Bad values for a path parameter, URL-encoded. */
export const PATH_VALUES: readonly string[] = [
  '99999999999999999999',
  '2147483648',
  '-1',
  '0',
  'NaN',
  '1.5',
  '%00',
  'a'.repeat(90),
  '%2E%2E',
];

/** The route's path with `:name` and `*` filled from `values` (`*` is `wildcard`). */
export function fillPath(route: RestRoute, values: Record<string, string>): string {
  const path = `/wp-json/${route.namespace}${route.path}`
    .replace(/:([A-Za-z_]+)/g, (_all, name: string) => values[name] ?? '1')
    .replace(/\*$/, values.wildcard ?? 'x');
  return path.replace(/\/+$/, '') || '/wp-json';
}

/** The names of a route's path parameters (`wildcard` for a trailing `*`). */
export function pathParams(route: RestRoute): string[] {
  const names = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] ?? '');
  return route.path.endsWith('*') ? [...names, 'wildcard'] : names;
}

/** Query and JSON mutations for one argument, a deterministic share of each list by `seed`. */
function argValues<T>(values: readonly T[], seed: number, share: number): T[] {
  return values.filter((_value, index) => (index + seed) % share === 0);
}

/**
 * The malformed requests for one route reached at `url`: every argument with bad values (in the
 * query string for reads and deletes, in a JSON body for other writes), and for writes bodies
 * broken as a whole. `share` 1 sends every value; 3 every third (rotating by argument).
 */
export function routeCorpus(route: RestRoute, url: string, share: number): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const args = Object.entries(route.args ?? {}) as [string, ArgSchema][];
  const names = args.length > 0 ? args.map(([name]) => name) : ['unknown'];
  for (const method of routeMethods(route)) {
    const inQuery = method === 'GET' || method === 'DELETE';
    for (const [index, name] of names.entries()) {
      if (inQuery) {
        for (const value of argValues(QUERY_VALUES, index, share)) {
          requests.push({
            method,
            url: `${url}?${name}=${value}`,
            label: `${name}=${value.slice(0, 20)}`,
          });
        }
        requests.push({
          method,
          url: `${url}?${name}[]=1&${name}[]=x&${name}[a]=2`,
          label: `${name} as a list`,
        });
      } else {
        for (const value of argValues(JSON_VALUES, index, share)) {
          requests.push({
            method,
            url,
            body: `{${JSON.stringify(name)}:${value}}`,
            contentType: 'application/json',
            label: `${name}: ${value.slice(0, 20)}`,
          });
        }
      }
    }
    if (!inQuery) {
      for (const bad of BAD_BODIES) requests.push({ method, url, ...bad });
    }
  }
  return requests;
}

/** Public pages (site, admin, login) asked with broken addresses and parameters, as GETs. */
export function siteCorpus(): FuzzRequest[] {
  const paths = [
    '/',
    '/blog/',
    '/category/uncategorized/',
    '/author/admin/',
    '/2026/',
    '/wp-admin/',
    '/wp-admin/site-editor.php',
    '/wp-admin/themes.php',
    '/wp-admin/admin-ajax.php',
    '/wp-admin/revision.php',
    '/wp-login.php',
    '/wp-content/avatars/a.svg',
  ];
  const params = [
    's',
    'p',
    'page_id',
    'paged',
    'cat',
    'action',
    'redirect_to',
    'revision',
    'stylesheet',
    'wp_theme_preview',
    'canvas',
  ];
  const requests: FuzzRequest[] = [];
  for (const [index, path] of paths.entries()) {
    for (const [n, name] of params.entries()) {
      for (const value of argValues(QUERY_VALUES, index + n, 4)) {
        requests.push({
          method: 'GET',
          url: `${path}?${name}=${value}`,
          label: `${name}=${value.slice(0, 20)}`,
        });
      }
    }
  }
  for (const value of PATH_VALUES) {
    for (const pattern of [
      '/page/{v}/',
      '/{v}/',
      '/{v}/{v}/',
      '/2026/{v}/',
      '/2026/01/{v}/',
      '/category/{v}/',
      '/author/{v}/',
      '/blog/page/{v}/',
      '/wp-content/avatars/{v}.svg',
    ]) {
      requests.push({ method: 'GET', url: pattern.replaceAll('{v}', value), label: pattern });
    }
  }
  return requests;
}
