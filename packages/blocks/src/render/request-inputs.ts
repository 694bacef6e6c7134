import type { BlockType } from '../registry/block-type';

/**
 * What a dynamic block reads of the request it renders for, beyond the stored content (blocks,
 * settings, styles and look-ups, all fixed for one site content version):
 * - `post`: the current post and the block context its ancestors give (`postId`, `queryId`, …):
 *   post blocks, a navigation's current item, a post's content;
 * - `main-query`: what the URL asked for (its kind, page, archive, search): query loops that
 *   inherit it, pagination, archive titles, a home link's current state;
 * - `visitor`: who is looking and at which address: the log in / log out link.
 */
export type RequestInput = 'post' | 'main-query' | 'visitor';

const NOTHING: readonly RequestInput[] = [];
const POST: readonly RequestInput[] = ['post'];
const MAIN_QUERY: readonly RequestInput[] = ['main-query'];
const POST_AND_QUERY: readonly RequestInput[] = ['post', 'main-query'];

/**
 * What each dynamic block of the library reads of the request. A dynamic block that is not listed
 * is taken to read anything (the calendar reads today's date, comments read who is logged in, an
 * accordion numbers its items across the page), so content that holds one is rendered for every
 * request.
 */
const DYNAMIC_BLOCK_INPUTS: Readonly<Record<string, readonly RequestInput[]>> = {
  'core/template-part': NOTHING,
  'core/pattern': NOTHING,
  'core/block': NOTHING,
  'core/site-title': MAIN_QUERY,
  'core/site-tagline': NOTHING,
  'core/site-logo': NOTHING,
  // Its colours come from the social links around it, through the block context.
  'core/social-link': POST,
  'core/image': NOTHING,
  'core/embed': NOTHING,
  'core/archives': NOTHING,
  'core/categories': NOTHING,
  'core/tag-cloud': NOTHING,
  'core/navigation': POST_AND_QUERY,
  'core/navigation-link': POST_AND_QUERY,
  'core/navigation-submenu': POST_AND_QUERY,
  'core/page-list': POST_AND_QUERY,
  'core/home-link': MAIN_QUERY,
  'core/search': MAIN_QUERY,
  'core/loginout': ['visitor'],
  'core/cover': POST,
  'core/read-more': POST,
  'core/post-content': POST,
  'core/post-title': POST,
  'core/post-date': POST,
  'core/post-excerpt': POST,
  'core/post-featured-image': POST,
  'core/post-terms': POST,
  'core/post-author': POST,
  'core/post-author-name': POST,
  'core/post-author-biography': POST,
  'core/post-time-to-read': POST,
  'core/post-navigation-link': POST,
  'core/post-template': POST_AND_QUERY,
  'core/query-no-results': POST_AND_QUERY,
  'core/query-pagination': POST_AND_QUERY,
  'core/query-pagination-next': POST_AND_QUERY,
  'core/query-pagination-previous': POST_AND_QUERY,
  'core/query-pagination-numbers': POST_AND_QUERY,
  'core/query-title': MAIN_QUERY,
  'core/query-total': POST_AND_QUERY,
  'core/term-name': MAIN_QUERY,
  'core/term-description': MAIN_QUERY,
};

/**
 * What a block reads of the request: nothing for a static block (it prints its saved HTML), the
 * table's entry for a dynamic one, `null` (anything) for a dynamic block the table does not know.
 */
export function requestInputsOf(blockType: BlockType): readonly RequestInput[] | null {
  if (blockType.render === undefined) return NOTHING;
  return DYNAMIC_BLOCK_INPUTS[blockType.name] ?? null;
}
