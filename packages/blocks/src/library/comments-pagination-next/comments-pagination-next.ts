import { escapeHtml } from '../../html/escape';
import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { optionalText } from '../attribute-values';
import { commentPaging, paginationArrow } from '../comments/comment-pages';

/** `core/comments-pagination-next`: "Newer Comments", linking to the comment page after this one. */
export const commentsPaginationNext: BlockType = {
  name: 'core/comments-pagination-next',
  title: 'Comments Next Page',
  category: 'theme',
  icon: 'admin-comments',
  description: "Displays the next comment's page link.",
  parent: ['core/comments-pagination'],
  usesContext: ['postId', 'comments/paginationArrow'],
  attributes: { label: { type: 'string' } },
  supports: {
    reusable: false,
    html: false,
    color: { gradients: true, text: false },
    typography: { fontSize: true, lineHeight: true },
  },
  render: async ({ attributes, blockType, context }) => {
    const paging = await commentPaging(context);
    if (!paging || paging.page >= paging.pageCount) return '';
    const label = escapeHtml(optionalText(attributes, 'label') ?? 'Newer Comments');
    const arrow = paginationArrow(context, 'next');
    return tag(
      'a',
      { href: paging.link(paging.page + 1), ...wrapperAttributes(blockType, attributes) },
      `${label}${arrow}`,
    );
  },
};
