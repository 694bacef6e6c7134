import { Window } from 'happy-dom';
import { parse } from '../../grammar/parse';
import { render } from '../../render/render-blocks';
import type { PageSummary } from '../../render/render-context';
import { createMemoryContext } from '../../testing/memory-lookups';

/** Pages of the menu tests: About has a child page (Team). */
export const MENU_PAGES: PageSummary[] = [
  { id: 10, title: 'About', link: 'https://example.test/about/', parent: 0, menuOrder: 1 },
  { id: 11, title: 'Team', link: 'https://example.test/about/team/', parent: 10, menuOrder: 0 },
  { id: 12, title: 'Contact', link: 'https://example.test/contact/', parent: 0, menuOrder: 2 },
];

/** A menu of a link and a submenu ('More' › 'Team'), as a navigation block's inner blocks. */
export const MENU_ITEMS =
  '<!-- wp:navigation-link {"label":"Home","url":"/"} /--><!-- wp:navigation-submenu {"label":"More","url":"/more/"} --><!-- wp:navigation-link {"label":"Team","url":"/team/"} /--><!-- /wp:navigation-submenu -->';

/** A navigation block with these attributes around `inner` (the menu items by default). */
export function navigationMarkup(attributes: object = {}, inner = MENU_ITEMS): string {
  return `<!-- wp:navigation ${JSON.stringify(attributes)} -->${inner}<!-- /wp:navigation -->`;
}

/** Renders block markup with the menu pages and returns a document holding the HTML. */
export async function renderMenu(markup: string): Promise<Window> {
  const html = await render(parse(markup), createMemoryContext({ pages: MENU_PAGES }));
  const window = new Window();
  window.document.body.innerHTML = html;
  return window;
}

/** The class names of the element the selector finds (empty when none matches). */
export function classesOf(window: Window, selector: string): string[] {
  return [...(window.document.querySelector(selector)?.classList ?? [])];
}
