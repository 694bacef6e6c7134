import { createHash } from 'node:crypto';
import { NAVIGATION_VIEW_SCRIPT, needsNavigationViewScript } from '@atelier/blocks';
import type { FastifyInstance } from 'fastify';

/** Where the public site serves the navigation block's view script. */
export const NAVIGATION_VIEW_SCRIPT_PATH = '/wp-includes/js/navigation-view.js';

/** Changes with the script, so a page always asks for the script it was rendered with. */
const NAVIGATION_VIEW_SCRIPT_VERSION = createHash('sha256')
  .update(NAVIGATION_VIEW_SCRIPT)
  .digest('hex')
  .slice(0, 12);

/**
 * The `<script>` elements a rendered page needs in its `<head>`: the navigation view script when
 * the page has a responsive menu or submenu buttons, otherwise nothing. Scripts are files of this
 * site (the Content-Security-Policy allows `script-src 'self'` only), deferred, never inline.
 */
export function viewScriptTags(html: string): string {
  if (!needsNavigationViewScript(html)) return '';
  return `<script src="${NAVIGATION_VIEW_SCRIPT_PATH}?ver=${NAVIGATION_VIEW_SCRIPT_VERSION}" defer></script>`;
}

/**
 * Serves the view scripts. The URL a page uses carries the script's version, so browsers and
 * proxies may keep the file for a year; responses over 1 KB are gzipped like every answer.
 */
export function registerViewScripts(fastify: FastifyInstance): void {
  fastify.get(NAVIGATION_VIEW_SCRIPT_PATH, async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .type('text/javascript; charset=utf-8')
      .send(NAVIGATION_VIEW_SCRIPT),
  );
}
