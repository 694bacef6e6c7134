import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { Capability } from '../auth/capabilities.js';
import { type AuthState, can } from '../auth/current-user.js';
import { AppError, forbidden, invalidNonce, noRoute, notLoggedIn } from '../errors/app-error.js';
import { errorBody } from '../http/error-body.js';
import { siteOrigin } from '../http/site-url.js';
import type { ArgsSchema } from '../schema/arg-schema.js';
import { filterFields, parseFieldsParam } from './fields.js';
import { assertJsonDepth } from './json-depth.js';
import { MAX_ID } from './posts/list-params.js';
import { allowHeader, apiDiscoveryLink, collectionPageLinks } from './response-headers.js';
import { compilePattern, matchRoute, parseQuery, type RoutePattern } from './route-match.js';
import { validateArgs } from './validate-args.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request as a REST handler sees it: validated params and who is asking. */
export interface RestRequest {
  method: HttpMethod;
  params: Record<string, unknown>;
  auth: AuthState;
  headers: FastifyRequest['headers'];
  app: AppContext;
  raw: FastifyRequest;
  /**
   * Answers a GET of another route inside the server, as this request's caller (what `_embed`
   * reads): the answer that route gives over HTTP, without a request round trip.
   */
  read(path: string): Promise<RestAnswer>;
}

/** A REST answer as it goes out: status, headers, and the body before it is serialised. */
export interface RestAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: unknown;
}

export interface RestResponse {
  body: unknown;
  status?: number;
  headers?: Record<string, string>;
}

/**
 * Who may call a route: anyone, any logged-in user, holders of a capability, or a check that
 * throws a AppError (for rules that depend on the params, such as `context=edit`).
 */
export type Permission =
  | 'public'
  | 'logged_in'
  | Capability
  | ((request: RestRequest) => void | Promise<void>);

export interface RestRoute {
  /** One method, or several served alike (updates answer POST, PUT and PATCH). */
  method: HttpMethod | readonly HttpMethod[];
  /** Namespace, e.g. `wp/v2`; the route lives at `/wp-json/{namespace}{path}`. */
  namespace: string;
  /** Path within the namespace in Fastify syntax (`/users/:id`); `''` for the namespace root. */
  path: string;
  permission: Permission;
  args?: ArgsSchema;
  description?: string;
  /**
   * The body is an object keyed by item (like `/wp/v2/types`), so `_fields` applies to each
   * value rather than to the map itself.
   */
  keyedCollection?: boolean;
  handler(request: RestRequest): Promise<RestResponse> | RestResponse;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The methods a route answers. */
export function routeMethods(route: Pick<RestRoute, 'method'>): readonly HttpMethod[] {
  return typeof route.method === 'string' ? [route.method] : route.method;
}

/**
 * Throws unless the request may call the route. A missing capability is WordPress's answer to a
 * permission callback returning false: `rest_forbidden`, 401 when anonymous and 403 otherwise;
 * a route for any logged-in user answers anonymous callers `rest_not_logged_in`.
 */
async function checkPermission(permission: Permission, request: RestRequest): Promise<void> {
  if (permission === 'public') return;
  if (typeof permission === 'function') {
    await permission(request);
    return;
  }
  if (permission === 'logged_in') {
    if (!request.auth.user) throw notLoggedIn();
    return;
  }
  if (can(request.auth, permission)) return;
  if (!request.auth.user) throw new AppError(forbidden().code, forbidden().message, 401);
  throw forbidden();
}

/** The route's full path as the index shows it, WordPress style: `/wp/v2/users/(?P<id>[^/]+)`. */
export function publicRoutePath(route: Pick<RestRoute, 'namespace' | 'path'>): string {
  const path = `/${route.namespace}${route.path}`
    .replace(/:([A-Za-z_]+)/g, '(?P<$1>[^/]+)')
    .replace(/\*$/, '(?P<id>.+)');
  return path === '/' ? '/' : path.replace(/\/$/, '');
}

/**
 * Whether a path parameter can name a record at all: ids are 32-bit integers in the database, and
 * no stored name holds NUL. Anything else is answered like a path the route does not match (404
 * `rest_no_route`), as WordPress's `(?P<id>[\d]+)` patterns would, instead of reaching a query
 * the database refuses.
 */
export function isNameablePathValue(value: string): boolean {
  if (value.includes('\u0000')) return false;
  if (/^-?\d+$/.test(value)) return Math.abs(Number(value)) <= MAX_ID;
  return true;
}

function collectParams(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  // Only a JSON or form object carries parameters; an upload (a Buffer) does not.
  const prototype =
    body !== null && typeof body === 'object' ? Object.getPrototypeOf(body) : undefined;
  const fromBody =
    prototype === Object.prototype || prototype === null ? (body as Record<string, unknown>) : {};

  return {
    ...(request.query as Record<string, unknown>),
    ...fromBody,
    ...(request.params as Record<string, unknown>),
  };
}

/**
 * Holds the REST routes of one app (an instance, never a module-level list) and mounts them on
 * Fastify under /wp-json with the shared rules: cookie writes need the nonce, each route's
 * permission, argument validation, `_fields`, and the standard error body.
 */
export class RestRouter {
  readonly routes: RestRoute[] = [];
  private readPatterns: RoutePattern<{ route: RestRoute; siblings: RestRoute[] }>[] | undefined;

  add(...routes: RestRoute[]): this {
    this.routes.push(...routes);
    return this;
  }

  mount(fastify: FastifyInstance, app: AppContext): void {
    const byPath = new Map<string, RestRoute[]>();
    for (const route of this.routes) {
      const url = `/wp-json/${route.namespace}${route.path}`.replace(/\/+$/, '') || '/wp-json';
      const list = byPath.get(url) ?? [];
      list.push(route);
      byPath.set(url, list);
      fastify.route({
        method: [...routeMethods(route)],
        url,
        handler: (request, reply) => this.dispatch(route, list, request, reply, app),
      });
    }
    // OPTIONS describes the route: its methods and arguments, as WordPress answers it.
    for (const [url, routes] of byPath) {
      fastify.route({
        method: 'OPTIONS',
        url,
        handler: async (_request, reply) => {
          const first = routes[0];
          reply.header('Allow', routes.flatMap(routeMethods).join(', '));
          return first ? describeRoute(first.namespace, routes) : {};
        },
      });
    }
  }

  /**
   * Answers `GET {path}` (`/wp-json/…` with its query) inside the server as the route would answer
   * the caller of `caller` over HTTP (same user, same site address): the editor page's preloaded
   * reads and `_embed` use it instead of a request through Fastify. An error is answered with
   * its standard body, as over HTTP.
   */
  async read(path: string, caller: FastifyRequest, app: AppContext): Promise<RestAnswer> {
    this.readPatterns ??= this.routes
      .filter((route) => routeMethods(route).includes('GET'))
      .map((route) => {
        const url = `/wp-json/${route.namespace}${route.path}`;
        const siblings = this.routes.filter(
          (other) => `/wp-json/${other.namespace}${other.path}` === url,
        );
        return compilePattern(url, { route, siblings });
      });
    const url = new URL(path, 'http://in-process.invalid');
    const found = matchRoute(this.readPatterns, url.pathname);
    try {
      if (!found) throw noRoute();
      const request = inProcessRequest(caller, {
        url: `${url.pathname}${url.search}`,
        query: parseQuery(url.searchParams),
        params: found.params,
      });
      return await this.answer(found.value.route, found.value.siblings, request, app);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { status: error.status, headers: {}, body: errorBody(error) };
    }
  }

  private async dispatch(
    route: RestRoute,
    siblings: readonly RestRoute[],
    request: FastifyRequest,
    reply: FastifyReply,
    app: AppContext,
  ) {
    const auth = request.auth;
    // Every answer, errors included, points to the API index as WordPress's server does.
    reply.header('Link', [apiDiscoveryLink(siteOrigin(request))]);
    if (auth.method === 'cookie' && WRITE_METHODS.has(request.method)) {
      const query = request.query as Record<string, unknown>;
      const nonce = request.headers['x-wp-nonce'] ?? query._wpnonce;
      if (typeof nonce !== 'string' || nonce !== auth.session?.rest_nonce) throw invalidNonce();
    }
    // A cookie-authenticated answer, errors included, carries the nonce to use next
    // (rest_cookie_check_errors).
    if (auth.method === 'cookie' && auth.user && auth.session) {
      reply.header('X-WP-Nonce', auth.session.rest_nonce);
    }
    const answer = await this.answer(route, siblings, request, app);
    reply.headers(answer.headers);
    reply.code(answer.status);
    return answer.body;
  }

  /** The route's answer to a request: permission, validation, handler, headers, `_fields`. */
  private async answer(
    route: RestRoute,
    siblings: readonly RestRoute[],
    request: FastifyRequest,
    app: AppContext,
  ): Promise<RestAnswer> {
    const auth = request.auth;
    const method = request.method as HttpMethod;
    const headers: Record<string, string | string[]> = {};
    if (auth.method === 'cookie' && auth.user && auth.session) {
      headers['X-WP-Nonce'] = auth.session.rest_nonce;
    }
    const pathValues = Object.values((request.params ?? {}) as Record<string, unknown>);
    if (pathValues.some((v) => typeof v === 'string' && !isNameablePathValue(v))) throw noRoute();
    assertJsonDepth(request.body);
    const raw = collectParams(request);
    const restRequest: RestRequest = {
      method,
      params: raw,
      auth,
      headers: request.headers,
      app,
      raw: request,
      read: (path) => this.read(path, request, app),
    };
    await checkPermission(route.permission, restRequest);
    restRequest.params = route.args ? validateArgs(raw, route.args) : raw;
    const response = await route.handler(restRequest);
    Object.assign(headers, response.headers);
    headers.Link = [
      apiDiscoveryLink(siteOrigin(request)),
      ...pageLinks(route, request, restRequest.params, response),
    ];
    headers.Allow = allowHeader(
      await allowedMethods(siblings, route, { ...restRequest, params: raw }),
    );
    const fields = parseFieldsParam(raw._fields);
    let body: unknown;
    if (route.keyedCollection && response.body !== null && typeof response.body === 'object') {
      body = Object.fromEntries(
        Object.entries(response.body).map(([key, item]) => [key, filterFields(item, fields)]),
      );
    } else body = filterFields(response.body, fields);
    return { status: response.status ?? 200, headers, body };
  }
}

/**
 * The caller's request as a GET of another REST path: the same user, headers and site address,
 * with the path's own URL, query and parameters (a handler reads `wp_theme_preview` from it).
 */
function inProcessRequest(
  caller: FastifyRequest,
  target: { url: string; query: Record<string, unknown>; params: Record<string, string> },
): FastifyRequest {
  const request: FastifyRequest = Object.create(caller);
  for (const [name, value] of Object.entries({
    ...target,
    method: 'GET',
    body: undefined,
  })) {
    Object.defineProperty(request, name, { value, enumerable: true });
  }
  return request;
}

/** `prev`/`next` links of a paged collection (a route with a `page` argument). */
function pageLinks(
  route: RestRoute,
  request: FastifyRequest,
  params: Record<string, unknown>,
  response: RestResponse,
): string[] {
  const totalPages = Number(response.headers?.['X-WP-TotalPages']);
  if (!route.args?.page || !Number.isFinite(totalPages)) return [];
  const page = typeof params.page === 'number' ? params.page : 1;
  return collectionPageLinks(siteOrigin(request), request.url, page, totalPages);
}

/**
 * The methods of a path the caller may use, as `rest_send_allow_header` lists them: each
 * route's methods when its permission check passes for this request. The route that answered
 * has passed its check already and is not asked again.
 */
async function allowedMethods(
  routes: readonly RestRoute[],
  answered: RestRoute,
  request: RestRequest,
): Promise<HttpMethod[]> {
  const allowed: HttpMethod[] = [];
  for (const candidate of routes) {
    const methods = routeMethods(candidate);
    if (candidate === answered) {
      allowed.push(...methods);
      continue;
    }
    const asked = { ...request, method: methods[0] ?? request.method };
    try {
      await checkPermission(candidate.permission, asked);
      allowed.push(...methods);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return allowed;
}

/** The `{namespace, methods, endpoints}` description of a path, used by OPTIONS and the index. */
export function describeRoute(namespace: string, routes: RestRoute[]) {
  return {
    namespace,
    methods: routes.flatMap(routeMethods),
    endpoints: routes.map((r) => ({
      methods: routeMethods(r),
      args: Object.fromEntries(
        Object.entries(r.args ?? {}).map(([name, schema]) => [
          name,
          { ...schema, required: schema.required ?? false },
        ]),
      ),
    })),
  };
}

export { AppError };
