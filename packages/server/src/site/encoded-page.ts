import type { FastifyReply } from 'fastify';
import { type PageEncoding, preferredEncoding } from '../admin/page-encoding.js';
import {
  compressHtml,
  HTML_COMPRESSION_THRESHOLD,
  type HtmlEncoding,
} from '../http/html-compression.js';
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

/** Sends a rendered page as {@link encodedPage} gives it for the request's `Accept-Encoding`. */
export async function sendPage(
  reply: FastifyReply,
  page: EncodablePage,
  acceptEncoding: string | undefined,
): Promise<FastifyReply> {
  const { body, encoding } = await encodedPage(page, acceptEncoding);
  reply.header('Vary', 'Accept-Encoding');
  if (encoding !== undefined) reply.header('Content-Encoding', encoding);
  return reply.type('text/html; charset=utf-8').send(body);
}
