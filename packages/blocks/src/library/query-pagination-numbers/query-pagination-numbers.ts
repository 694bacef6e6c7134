import { escapeHtml } from '../../html/escape';
import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { pageUrl } from '../query/query-params';
import { paginationState } from '../query-pagination/pagination-state';

/** `core/query-pagination-numbers`: page number links around the current page. */
export const queryPaginationNumbers: BlockType = {
  name: 'core/query-pagination-numbers',
  title: 'Page Numbers',
  category: 'theme',
  icon: 'ellipsis',
  description: 'Displays a list of page numbers for pagination.',
  parent: ['core/query-pagination'],
  usesContext: ['queryId', 'query'],
  attributes: { midSize: { type: 'integer', default: 2 } },
  supports: { reusable: false, html: false },
  render: async (args) => {
    const state = await paginationState(args);
    if (state.totalPages <= 1) return '';
    const mid = typeof args.attributes.midSize === 'number' ? args.attributes.midSize : 2;
    const parts: string[] = [];
    let gap = false;
    for (let page = 1; page <= state.totalPages; page += 1) {
      const near = Math.abs(page - state.page) <= mid || page === 1 || page === state.totalPages;
      if (!near) {
        if (!gap) parts.push(tag('span', { class: 'page-numbers dots' }, '…'));
        gap = true;
        continue;
      }
      gap = false;
      parts.push(
        page === state.page
          ? tag('span', { 'aria-current': 'page', class: 'page-numbers current' }, String(page))
          : tag(
              'a',
              { class: 'page-numbers', href: pageUrl(args.context, state.resolved, page) },
              escapeHtml(String(page)),
            ),
      );
    }
    return tag('div', wrapperAttributes(args.blockType, args.attributes), parts.join(''));
  },
};
