import { createHash } from 'node:crypto';
import {
  ACCORDION_VIEW_SCRIPT,
  DROPDOWN_VIEW_SCRIPT,
  NAVIGATION_VIEW_SCRIPT,
  needsAccordionViewScript,
  needsDropdownViewScript,
  needsNavigationViewScript,
} from '@atelier/blocks';
import type { FastifyInstance } from 'fastify';

/** Where the public site serves the navigation block's view script. */
export const NAVIGATION_VIEW_SCRIPT_PATH = '/wp-includes/js/navigation-view.js';

/** Where the public site serves the accordion blocks' view script. */
export const ACCORDION_VIEW_SCRIPT_PATH = '/wp-includes/js/accordion-view.js';

/** Where the public site serves the archives and terms dropdowns' view script. */
export const DROPDOWN_VIEW_SCRIPT_PATH = '/wp-includes/js/dropdown-view.js';

interface ViewScript {
  path: string;
  source: string;
  /** Changes with the script, so a page always asks for the script it was rendered with. */
  version: string;
  needed(html: string): boolean;
}

function viewScript(path: string, source: string, needed: (html: string) => boolean): ViewScript {
  const version = createHash('sha256').update(source).digest('hex').slice(0, 12);
  return { path, source, version, needed };
}

const VIEW_SCRIPTS: readonly ViewScript[] = [
  viewScript(NAVIGATION_VIEW_SCRIPT_PATH, NAVIGATION_VIEW_SCRIPT, needsNavigationViewScript),
  viewScript(ACCORDION_VIEW_SCRIPT_PATH, ACCORDION_VIEW_SCRIPT, needsAccordionViewScript),
  viewScript(DROPDOWN_VIEW_SCRIPT_PATH, DROPDOWN_VIEW_SCRIPT, needsDropdownViewScript),
];

/**
 * The view scripts rendered HTML needs (their paths): the navigation view script when it has a
 * responsive menu or submenu buttons, the accordion's when it has an accordion, the dropdowns'
 * when it has an archives or terms dropdown. Each is known by a class in a `class` attribute.
 */
export function viewScriptsOf(html: string): Set<string> {
  return new Set(VIEW_SCRIPTS.filter((script) => script.needed(html)).map((s) => s.path));
}

/** A `class="` whose value goes on past the end, or the end cutting one's first letters. */
const CLASS_LEFT_OPEN = /class="[^"]*$|c(?:l(?:a(?:s(?:s(?:=)?)?)?)?)?$/;

/**
 * Whether the view scripts of a page could differ from its parts' when this HTML is a part of
 * it: the classes that ask for a script are read inside one `class` attribute's value, so a part
 * that ends inside one (or inside the word `class="`) is open. When every part of a page is
 * closed, the page needs the scripts its parts need.
 */
export function viewScriptTestsOpen(html: string): boolean {
  return CLASS_LEFT_OPEN.test(html);
}

/**
 * The `<script>` elements a page needs in its `<head>` for the scripts in `paths`
 * ({@link viewScriptsOf}), otherwise nothing. Scripts are files of this site (the
 * Content-Security-Policy allows `script-src 'self'` only), deferred, never inline.
 */
export function viewScriptTagsOf(paths: ReadonlySet<string>): string {
  return VIEW_SCRIPTS.filter((script) => paths.has(script.path))
    .map((script) => `<script src="${script.path}?ver=${script.version}" defer></script>`)
    .join('');
}

/** The `<script>` elements a rendered page needs in its `<head>` ({@link viewScriptTagsOf}). */
export function viewScriptTags(html: string): string {
  return viewScriptTagsOf(viewScriptsOf(html));
}

/**
 * Serves the view scripts. The URL a page uses carries the script's version, so browsers and
 * proxies may keep the file for a year; responses over 1 KB are gzipped like every answer.
 */
export function registerViewScripts(fastify: FastifyInstance): void {
  for (const script of VIEW_SCRIPTS) {
    fastify.get(script.path, async (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .type('text/javascript; charset=utf-8')
        .send(script.source),
    );
  }
}
