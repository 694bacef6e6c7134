import { escapeAttribute, escapeHtml } from '../../html/escape';
import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, numberValue, optionalText } from '../attribute-values';
import type { LatestCommentData } from '../comments/comment-lookups';
import { commentSource } from '../comments/comment-source';
import { commentParagraphs } from '../comments/comment-text';
import { formatDate } from '../post-date/format-date';

/** The first `count` words of a comment's text, with `…` when cut (WordPress's 20-word excerpt). */
export function commentExcerpt(html: string, count = 20): string {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
  return words.length > count ? `${words.slice(0, count).join(' ')}&hellip;` : words.join(' ');
}

function item(
  comment: LatestCommentData,
  options: { date: boolean; content: string; dateFormat: string },
): string {
  const name = escapeHtml(comment.authorName || 'Anonymous');
  const author =
    comment.authorUrl === ''
      ? `<span class="wp-block-latest-comments__comment-author">${name}</span>`
      : `<a class="wp-block-latest-comments__comment-author" href="${escapeAttribute(comment.authorUrl)}">${name}</a>`;
  const post = `<a class="wp-block-latest-comments__comment-link" href="${escapeAttribute(comment.link)}">${comment.postTitle || '(no title)'}</a>`;
  const date = options.date
    ? `<time datetime="${escapeAttribute(comment.date)}" class="wp-block-latest-comments__comment-date">${formatDate(comment.date, options.dateFormat)}</time>`
    : '';
  const body =
    options.content === 'none'
      ? ''
      : `<div class="wp-block-latest-comments__comment-${options.content === 'full' ? 'content' : 'excerpt'}">${options.content === 'full' ? commentParagraphs(comment.content) : `<p>${commentExcerpt(comment.content)}</p>`}</div>`;
  return `<li class="wp-block-latest-comments__comment"><article><footer class="wp-block-latest-comments__comment-meta">${author} on ${post}${date}</footer>${body}</article></li>`;
}

/** `core/latest-comments`: the newest approved comments of the site, with their posts. */
export const latestComments: BlockType = {
  name: 'core/latest-comments',
  title: 'Latest Comments',
  category: 'widgets',
  icon: 'admin-comments',
  description: 'Display a list of your most recent comments.',
  keywords: ['recent comments'],
  attributes: {
    commentsToShow: { type: 'number', default: 5 },
    displayAvatar: { type: 'boolean', default: true },
    displayDate: { type: 'boolean', default: true },
    displayExcerpt: { type: 'boolean', default: true },
    displayContent: { type: 'string', default: 'excerpt', enum: ['none', 'excerpt', 'full'] },
  },
  supports: {
    align: true,
    html: false,
    color: { gradients: true, link: true },
    spacing: { margin: true, padding: true },
    typography: { fontSize: true, lineHeight: true },
  },
  render: async ({ attributes, blockType, context }) => {
    const count = Math.min(
      100,
      Math.max(1, Math.round(numberValue(attributes, 'commentsToShow', 5))),
    );
    const comments = await commentSource(context).latestComments(count);
    if (comments.length === 0) {
      return tag(
        'div',
        wrapperAttributes(blockType, attributes, { className: 'no-comments' }),
        'No comments to show.',
      );
    }
    const date = flag(attributes, 'displayDate', true);
    const legacyExcerpt = attributes.displayExcerpt === false ? 'none' : 'excerpt';
    const content = optionalText(attributes, 'displayContent') ?? legacyExcerpt;
    return tag(
      'ol',
      wrapperAttributes(blockType, attributes, {
        className: classNames(
          date && 'has-dates',
          content !== 'none' && `has-${content === 'full' ? 'full-content' : 'excerpts'}`,
        ),
      }),
      comments
        .map((comment) =>
          item(comment, { date, content, dateFormat: context.site.dateFormat ?? 'F j, Y' }),
        )
        .join(''),
    );
  },
};
