import type { FastifyReply } from 'fastify';
import { type PageEncoding, preferredEncoding } from '../admin/page-encoding.js';
import {
  compressHtml,
  HTML_COMPRESSION_THRESHOLD,
  type HtmlEncoding,
} from '../http/html-compression.js';
import { type HeaderList, securityHeaderList } from '../http/security-headers.js';
import type { CachedPage } from './page-cache.js';

/** How many `Accept-Encoding` values keep their answer (clients send a handful). */
const MAX_KEPT_HEADERS = 64;
const encodingsByHeader = new Map<string | undefined, PageEncoding>();

/** {@link preferredEncoding}, worked out once per header value. */
export function encodingFor(acceptEncoding: string | undefined): PageEncoding {
  let encoding = encodingsByHeader.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = preferredEncoding(acceptEncoding);
    if (encodingsByHeader.size >= MAX_KEPT_HEADERS) encodingsByHeader.clear();
    encodingsByHeader.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** A rendered page and its compressed forms, made as they are first asked for. */
export type EncodablePage = Pick<CachedPage, 'body' | 'compressed'>;

/**
 * The bytes to answer with for an `Accept-Encoding` header: the page compressed with brotli or
 * gzip when the client takes either (made once per page and coding: a page the cache keeps is
 * not compressed again), else the page as it is — the compress plug-in still answers a client
 * that takes deflate only. A page under the compression threshold, or one whose compression
 * failed, is sent as it is.
 */
export async function encodedPage(
  page: EncodablePage,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding?: HtmlEncoding }> {
  const encoding = encodingFor(acceptEncoding);
  if (encoding === 'identity' || page.body.length < HTML_COMPRESSION_THRESHOLD) {
    return { body: page.body };
  }
  let compressed = page.compressed[encoding];
  if (compressed === undefined) {
    compressed = compressHtml(page.body, encoding);
    page.compressed[encoding] = compressed;
  }
  try {
    return { body: await compressed, encoding };
  } catch {
    delete page.compressed[encoding];
    return { body: page.body };
  }
}

/** How a page is answered besides its bytes. */
export interface PageAnswer {
  status: number;
  /** The page cache's verdict, sent as `X-Atelier-Cache`. */
  cache: 'HIT' | 'MISS' | 'BYPASS';
  /** A page for one visitor (logged in, or a password unlocked): `Cache-Control: private, no-store`. */
  private: boolean;
}

const HTML_TYPE = 'text/html; charset=utf-8';

/** The closing headers of a page answer (its type, then the security headers), flattened once. */
const closingHeaders = new WeakMap<HeaderList, readonly string[]>();

function closingHeadersFor(url: string): readonly string[] {
  const security = securityHeaderList(url);
  let lines = closingHeaders.get(security);
  if (!lines) {
    lines = Object.freeze(['content-type', HTML_TYPE, ...security.flat()]);
    closingHeaders.set(security, lines);
  }
  return lines;
}

/**
 * The header lines of a page answer, in the order the reply's hooks used to send them:
 * `x-atelier-cache`, `cache-control` (private pages), `vary`, `content-encoding`, `content-type`,
 * the security headers, `content-length`.
 */
export function pageHeaderLines(
  url: string,
  answer: PageAnswer,
  encoding: HtmlEncoding | undefined,
  length: number,
): string[] {
  const lines = ['x-atelier-cache', answer.cache];
  if (answer.private) lines.push('cache-control', 'private, no-store');
  lines.push('vary', 'Accept-Encoding');
  if (encoding !== undefined) lines.push('content-encoding', encoding);
  for (const line of closingHeadersFor(url)) lines.push(line);
  lines.push('content-length', String(length));
  return lines;
}

/**
 * Whether a page is written straight to the socket: a GET from an anonymous visitor (nothing may
 * have set a cookie for them) whose bytes are final — compressed here, or asked for without any
 * `Accept-Encoding` or with `identity` alone, so the compress plug-in would pass them as they
 * are. Other answers (HEAD, logged-in visitors, a client taking deflate only or naming other
 * codings) go through Fastify's hooks as before.
 */
function writesDirectly(
  reply: FastifyReply,
  answer: PageAnswer,
  encoding: HtmlEncoding | undefined,
  acceptEncoding: string | undefined,
): boolean {
  return (
    reply.request.method === 'GET' &&
    !answer.private &&
    !reply.request.auth.user &&
    (encoding !== undefined || acceptEncoding === undefined || acceptEncoding === 'identity')
  );
}

/**
 * Sends a rendered page as {@link encodedPage} gives it for the request's `Accept-Encoding`.
 * Where {@link writesDirectly} allows, the status line, headers and body go out in one write
 * (`writeHead` + `end`), without Fastify's `onSend` hooks: the lines are the ones those hooks
 * wrote (security headers included; `onResponse` hooks still run).
 */
export async function sendPage(
  reply: FastifyReply,
  page: EncodablePage,
  answer: PageAnswer,
  acceptEncoding: string | undefined,
): Promise<FastifyReply | undefined> {
  const { body, encoding } = await encodedPage(page, acceptEncoding);
  if (writesDirectly(reply, answer, encoding, acceptEncoding)) {
    reply.hijack();
    reply.raw.writeHead(
      answer.status,
      pageHeaderLines(reply.request.url, answer, encoding, body.length),
    );
    reply.raw.end(body);
    return undefined;
  }
  reply.code(answer.status).header('X-Atelier-Cache', answer.cache);
  if (answer.private) reply.header('Cache-Control', 'private, no-store');
  reply.header('Vary', 'Accept-Encoding');
  if (encoding !== undefined) reply.header('Content-Encoding', encoding);
  return reply.type(HTML_TYPE).send(body);
}
