import { escapeHtml } from '../../html/escape';
import { tag } from '../../html/tag';
import type { BlockType, RenderArguments } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { pageUrl } from '../query/query-params';
import { paginationState } from './pagination-state';

const ARROWS: Record<string, { next: string; previous: string }> = {
  arrow: { next: '→', previous: '←' },
  chevron: { next: '»', previous: '«' },
};

function stepLink(direction: 'next' | 'previous') {
  return async (args: RenderArguments): Promise<string> => {
    const state = await paginationState(args);
    const target = direction === 'next' ? state.page + 1 : state.page - 1;
    if (target < 1 || target > state.totalPages) return '';
    const custom = args.attributes.label;
    const label =
      typeof custom === 'string' && custom !== ''
        ? custom
        : direction === 'next'
          ? 'Next Page'
          : 'Previous Page';
    const arrowName = String(args.context.blockContext?.paginationArrow ?? 'none');
    const arrows = ARROWS[arrowName];
    const arrow =
      arrows === undefined
        ? ''
        : tag(
            'span',
            {
              class: `wp-block-query-pagination-${direction}-arrow is-arrow-${arrowName}`,
              'aria-hidden': 'true',
            },
            arrows[direction],
          );
    const showLabel = args.context.blockContext?.showLabel !== false || arrow === '';
    const text = showLabel ? label : '';
    return tag(
      'a',
      {
        ...wrapperAttributes(args.blockType, args.attributes),
        href: pageUrl(args.context, state.resolved, target),
      },
      direction === 'next' ? `${text}${arrow}` : `${arrow}${text}`,
    );
  };
}

const linkSupports = {
  reusable: false,
  html: false,
  color: { gradients: true, text: false },
  typography: { fontSize: true, lineHeight: true, fontFamily: true, fontWeight: true },
} as const;

/** `core/query-pagination-next`: a link to the next page of the query, if there is one. */
export const queryPaginationNext: BlockType = {
  name: 'core/query-pagination-next',
  title: 'Next Page',
  category: 'theme',
  icon: 'arrow-right',
  description: 'Displays the next posts page link.',
  parent: ['core/query-pagination'],
  usesContext: ['queryId', 'query', 'paginationArrow', 'showLabel'],
  attributes: { label: { type: 'string' } },
  supports: linkSupports,
  render: stepLink('next'),
};

/** `core/query-pagination-previous`: a link to the previous page of the query, if any. */
export const queryPaginationPrevious: BlockType = {
  name: 'core/query-pagination-previous',
  title: 'Previous Page',
  category: 'theme',
  icon: 'arrow-left',
  description: 'Displays the previous posts page link.',
  parent: ['core/query-pagination'],
  usesContext: ['queryId', 'query', 'paginationArrow', 'showLabel'],
  attributes: { label: { type: 'string' } },
  supports: linkSupports,
  render: stepLink('previous'),
};

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
