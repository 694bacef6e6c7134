import { tag } from '../../html/tag';
import type { RenderArguments } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { pageUrl } from '../query/query-params';
import { paginationState } from './pagination-state';

const ARROWS: Record<string, { next: string; previous: string }> = {
  arrow: { next: '→', previous: '←' },
  chevron: { next: '»', previous: '«' },
};

/** The render function of the next / previous page link. */
export function stepLink(direction: 'next' | 'previous') {
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

/** Supports shared by the next and previous page links. */
export const linkSupports = {
  reusable: false,
  html: false,
  color: { gradients: true, text: false },
  typography: { fontSize: true, lineHeight: true, fontFamily: true, fontWeight: true },
} as const;
