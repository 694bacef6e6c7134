import type { FastifyInstance } from 'fastify';

/** Which Content-Security-Policy an answer gets; chosen by the path it answers. */
export type PolicyKind = 'editor' | 'admin' | 'rest' | 'file' | 'site';

/** Directives shared by every page policy: no plugins, no foreign base URL, framed only by us. */
const PAGE_BASE = [
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
];

/**
 * The policies, one per kind of answer. No page allows inline script or inline event handlers;
 * inline styles are allowed because global styles, block supports and React style props need them.
 * The editor's own frames (the canvas's written `about:blank` document, the previews' `srcdoc`)
 * inherit the editor policy, so stored markup in them cannot run script even where a sanitiser
 * missed it.
 */
export const CONTENT_SECURITY_POLICIES: Readonly<Record<PolicyKind, string>> = {
  editor: [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Images and media may come from other sites (an image inserted by URL); they run nothing.
    "img-src 'self' data: blob: https:",
    "media-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'none'",
    ...PAGE_BASE,
  ].join('; '),
  admin: [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    ...PAGE_BASE,
  ].join('; '),
  site: [
    "default-src 'self'",
    // The only script the public site runs is its own files (the navigation view script,
    // /wp-includes/js/); nothing inline, no other origin.
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "media-src 'self' https:",
    "frame-src 'self'",
    ...PAGE_BASE,
  ].join('; '),
  // JSON and files are never documents to run: opened directly they get nothing and a sandbox.
  rest: ["default-src 'none'", "frame-ancestors 'self'", 'sandbox'].join('; '),
  file: [
    "default-src 'none'",
    "img-src 'self' data:",
    "style-src 'unsafe-inline'",
    "font-src 'self'",
    "frame-ancestors 'self'",
    'sandbox',
  ].join('; '),
};

function startsWithPath(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The policy kind of a request URL (path and query; the query is ignored). */
export function policyKind(url: string): PolicyKind {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (startsWithPath(path, '/wp-json')) return 'rest';
  if (path === '/wp-admin/site-editor.php') return 'editor';
  if (
    startsWithPath(path, '/wp-admin/build') ||
    startsWithPath(path, '/wp-content') ||
    startsWithPath(path, '/wp-includes')
  )
    return 'file';
  if (startsWithPath(path, '/wp-admin') || path === '/wp-login.php') return 'admin';
  return 'site';
}

export type HeaderList = readonly (readonly [string, string])[];

function headerList(kind: PolicyKind): HeaderList {
  return Object.freeze([
    ['Content-Security-Policy', CONTENT_SECURITY_POLICIES[kind]],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ] as const);
}

/** The headers of each policy kind, written once (an answer only reads them). */
const HEADERS_BY_KIND: Readonly<Record<PolicyKind, HeaderList>> = {
  editor: headerList('editor'),
  admin: headerList('admin'),
  rest: headerList('rest'),
  file: headerList('file'),
  site: headerList('site'),
};

/** The same headers with their names lower-cased, as Fastify's `reply.header` stores them. */
const LOWER_CASE_HEADERS_BY_KIND = Object.fromEntries(
  Object.entries(HEADERS_BY_KIND).map(([kind, list]) => [
    kind,
    Object.freeze(list.map(([name, value]) => [name.toLowerCase(), value] as const)),
  ]),
) as Readonly<Record<PolicyKind, HeaderList>>;

/**
 * The security headers of an answer to `url` as `[name, value]` pairs, names lower-case as the
 * hook below sends them: for an answer written without Fastify's hooks (a public page).
 */
export function securityHeaderList(url: string): HeaderList {
  return LOWER_CASE_HEADERS_BY_KIND[policyKind(url)];
}

/** Every security header an answer to `url` carries. */
export function securityHeaders(url: string): Record<string, string> {
  return Object.fromEntries(HEADERS_BY_KIND[policyKind(url)]);
}

/**
 * Adds the security headers to every answer (pages, REST, files, redirects, errors) just before
 * it is sent; a header a route set itself is kept.
 */
export function registerSecurityHeaders(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of HEADERS_BY_KIND[policyKind(request.url)]) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
