/** WordPress's id for a `<main>` that has none, the skip link's target. */
export const SKIP_LINK_TARGET_ID = 'wp--skip-link--target';

/** The skip link's rules (a visually hidden link that shows when it has the focus). */
export const SKIP_LINK_CSS = [
  '.skip-link.screen-reader-text{border:0;clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute!important;width:1px;word-wrap:normal!important}',
  '.skip-link.screen-reader-text:focus{background-color:#eee;clip-path:none;color:#444;display:block;font-size:1em;height:auto;left:5px;line-height:normal;padding:15px 23px 14px;text-decoration:none;top:5px;width:auto;z-index:100000}',
].join('');

const FIRST_MAIN = /<main\b([^>]*)>/i;
const ID_ATTRIBUTE = /\sid=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

export interface SkipLink {
  /** The rendered blocks, their first `<main>` given an id when it had none. */
  html: string;
  /** The link to print before `.wp-site-blocks`, or '' when the page has no `<main>`. */
  link: string;
  /** The link's CSS, or '' when there is no link. */
  css: string;
}

/** Where the first `<main>` start tag of some HTML is (`end` just after its `>`), if it has one. */
export function firstMainTag(html: string): { start: number; end: number } | undefined {
  const main = FIRST_MAIN.exec(html);
  return main === null ? undefined : { start: main.index, end: main.index + main[0].length };
}

/** A `<main` whose start tag goes on past the end, or the end cutting one's first letters. */
const MAIN_LEFT_OPEN = /<main\b[^>]*$|<(?:m(?:a(?:i(?:n)?)?)?)?$/i;

/**
 * Whether the first `<main>` of a page could be found otherwise when this HTML is a part of it:
 * a `<main` start tag it does not finish, or an end that could begin one. When every part of a
 * page is closed, its first `<main>` is the first part's that has one.
 */
export function skipLinkTargetOpen(html: string): boolean {
  return MAIN_LEFT_OPEN.test(html);
}

/**
 * WordPress's skip link of block themes ('Skip to content', before `.wp-site-blocks`, to the
 * page's first `<main>`), written by the server instead of a script: a page without `<main>` gets
 * none; a `<main>` without an id gets WordPress's `wp--skip-link--target`.
 */
export function addSkipLink(html: string): SkipLink {
  const main = FIRST_MAIN.exec(html);
  if (main === null) return { html, link: '', css: '' };
  const attributes = main[1] ?? '';
  const existing = ID_ATTRIBUTE.exec(attributes);
  // An id read from the markup is already escaped for HTML: kept as written.
  const id = existing ? (existing[1] ?? existing[2] ?? existing[3] ?? '') : SKIP_LINK_TARGET_ID;
  const withId =
    existing === null
      ? `${html.slice(0, main.index)}<main id="${SKIP_LINK_TARGET_ID}"${attributes}>${html.slice(main.index + main[0].length)}`
      : html;
  return {
    html: withId,
    link: `<a class="skip-link screen-reader-text" id="wp-skip-link" href="#${id.replaceAll('"', '&quot;')}">Skip to content</a>`,
    css: SKIP_LINK_CSS,
  };
}
