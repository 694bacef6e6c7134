import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { commentPaging } from '../comments/comment-pages';

/** `core/comments-pagination-numbers`: a link per comment page, the current one marked. */
export const commentsPaginationNumbers: BlockType = {
  name: 'core/comments-pagination-numbers',
  title: 'Comments Page Numbers',
  category: 'theme',
  icon: 'admin-comments',
  description: 'Displays a list of page numbers for comments pagination.',
  parent: ['core/comments-pagination'],
  usesContext: ['postId'],
  attributes: {},
  supports: {
    reusable: false,
    html: false,
    color: { gradients: true, text: false },
    typography: { fontSize: true, lineHeight: true },
  },
  render: async ({ attributes, blockType, context }) => {
    const paging = await commentPaging(context);
    if (!paging) return '';
    const links: string[] = [];
    for (let page = 1; page <= paging.pageCount; page += 1) {
      links.push(
        page === paging.page
          ? `<span aria-current="page" class="page-numbers current">${page}</span>`
          : tag('a', { class: 'page-numbers', href: paging.link(page) }, String(page)),
      );
    }
    return tag('div', wrapperAttributes(blockType, attributes), links.join('\n'));
  },
};
