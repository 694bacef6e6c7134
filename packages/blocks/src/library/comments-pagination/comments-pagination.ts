import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { commentPaging } from '../comments/comment-pages';

/** `core/comments-pagination`: the comment page links, only when comments span several pages. */
export const commentsPagination: BlockType = {
  name: 'core/comments-pagination',
  title: 'Comments Pagination',
  category: 'theme',
  icon: 'admin-comments',
  description: 'Displays a paginated navigation to next/previous set of comments, when applicable.',
  parent: ['core/comments'],
  usesContext: ['postId'],
  attributes: { paginationArrow: { type: 'string', default: 'none' } },
  providesContext: { 'comments/paginationArrow': 'paginationArrow' },
  supports: {
    align: true,
    html: false,
    reusable: false,
    color: { gradients: true, link: true },
    typography: { fontSize: true, lineHeight: true },
    layout: { default: { type: 'flex' } },
  },
  render: async ({ attributes, blockType, context, renderInner }) => {
    if (!(await commentPaging(context))) return '';
    return tag('div', wrapperAttributes(blockType, attributes), await renderInner());
  },
};
