import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { paginationState } from './pagination-state';

/** `core/query-pagination`: previous / numbers / next links, shown when there is more than one page. */
export const queryPagination: BlockType = {
  name: 'core/query-pagination',
  title: 'Pagination',
  category: 'theme',
  icon: 'controls-forward',
  description: 'Displays a paginated navigation to next/previous set of posts, when applicable.',
  parent: ['core/query'],
  allowedBlocks: [
    'core/query-pagination-previous',
    'core/query-pagination-numbers',
    'core/query-pagination-next',
  ],
  usesContext: ['queryId', 'query'],
  attributes: {
    paginationArrow: { type: 'string', default: 'none' },
    showLabel: { type: 'boolean', default: true },
  },
  providesContext: { paginationArrow: 'paginationArrow', showLabel: 'showLabel' },
  supports: {
    align: true,
    reusable: false,
    html: false,
    color: { gradients: true, link: true },
    layout: { allowSwitching: false, allowInheriting: false, default: { type: 'flex' } },
    typography: { fontSize: true, lineHeight: true },
  },
  render: async (args) => {
    const state = await paginationState(args);
    if (state.totalPages <= 1) return '';
    const inner = await args.renderInner();
    if (inner.trim() === '') return '';
    return tag(
      'nav',
      { ...wrapperAttributes(args.blockType, args.attributes), 'aria-label': 'Pagination' },
      inner,
    );
  },
};
