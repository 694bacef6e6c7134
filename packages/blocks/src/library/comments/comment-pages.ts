import type { RenderContext } from '../../render/render-context';
import { visibleThreads } from '../comment-template/comment-template';
import { commentSource } from './comment-source';
import { addQueryArg } from './comment-text';

/** The comment page shown and how many there are, with the address of any page. */
export async function commentPaging(
  context: RenderContext,
): Promise<{ page: number; pageCount: number; link(page: number): string } | undefined> {
  const visible = await visibleThreads({ context });
  if (!visible || visible.pageCount <= 1) return undefined;
  const viewer = await commentSource(context).viewer();
  return {
    page: visible.page,
    pageCount: visible.pageCount,
    link: (page) => `${addQueryArg(viewer.url, 'cpage', page)}#comments`,
  };
}

/** WordPress's arrows for the pagination links (`paginationArrow` of the context). */
export function paginationArrow(context: RenderContext, direction: 'previous' | 'next'): string {
  const arrow = context.blockContext?.['comments/paginationArrow'];
  const arrows: Record<string, [string, string]> = {
    arrow: ['←', '→'],
    chevron: ['«', '»'],
  };
  const pair = typeof arrow === 'string' ? arrows[arrow] : undefined;
  if (!pair) return '';
  return `<span class="wp-block-comments-pagination-${direction}-arrow is-arrow-${String(arrow)}" aria-hidden="true">${direction === 'previous' ? pair[0] : pair[1]}</span>`;
}
