import type { BlockType } from '../../registry/block-type';

/** Blocks that only make sense with comments; they render nothing while comments are closed. */
const PARTS: [name: string, title: string, parent: string | undefined][] = [
  ['core/comments-title', 'Comments Title', 'core/comments'],
  ['core/comment-template', 'Comment Template', 'core/comments'],
  ['core/comment-author-name', 'Comment Author Name', undefined],
  ['core/comment-content', 'Comment Content', undefined],
  ['core/comment-date', 'Comment Date', undefined],
  ['core/comment-edit-link', 'Comment Edit Link', undefined],
  ['core/comment-reply-link', 'Comment Reply Link', undefined],
  ['core/comments-pagination', 'Comments Pagination', 'core/comments'],
  ['core/comments-pagination-next', 'Comments Next Page', 'core/comments-pagination'],
  ['core/comments-pagination-previous', 'Comments Previous Page', 'core/comments-pagination'],
  ['core/comments-pagination-numbers', 'Comments Page Numbers', 'core/comments-pagination'],
  ['core/post-comments-form', 'Comments Form', undefined],
  ['core/avatar', 'Avatar', undefined],
];

/** The comment-related blocks, registered so themes that use them parse and render cleanly. */
export const commentParts: BlockType[] = PARTS.map(([name, title, parent]) => ({
  name,
  title,
  category: 'theme',
  icon: 'admin-comments',
  description: `${title} (renders nothing while comments are closed).`,
  ...(parent === undefined ? {} : { parent: [parent] }),
  attributes: {
    textAlign: { type: 'string' },
    isLink: { type: 'boolean' },
    size: { type: 'number' },
    level: { type: 'number' },
    format: { type: 'string' },
    label: { type: 'string' },
    showPostTitle: { type: 'boolean' },
    showCommentsCount: { type: 'boolean' },
  },
  supports: {
    align: true,
    html: false,
    reusable: false,
    color: { gradients: true, link: true },
    typography: { fontSize: true, lineHeight: true },
    spacing: { margin: true, padding: true },
    border: { color: true, radius: true, style: true, width: true },
    layout: name === 'core/comments-pagination' ? { default: { type: 'flex' } } : undefined,
  },
  render: () => '',
}));
