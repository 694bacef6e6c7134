import { escapeAttribute, escapeHtml } from '../../html/escape';
import type { RenderContext } from '../../render/render-context';
import { AWAITING_MODERATION } from '../comment-content/comment-content';
import { commentFormMarkup } from '../post-comments-form/comment-form-markup';
import { formatDate } from '../post-date/format-date';
import type { CommentDisplaySettings, CommentViewer } from './comment-lookups';
import { commentSource } from './comment-source';
import { addQueryArg, commentParagraphs, commentsTitleText } from './comment-text';
import {
  type CommentNode,
  commentClasses,
  commentPage,
  commentPageCount,
  commentThreads,
  currentCommentPage,
} from './comment-threads';

function commentItem(
  node: CommentNode,
  classes: Map<number, string>,
  settings: CommentDisplaySettings,
  viewer: CommentViewer,
  open: boolean,
  dateFormat: string,
): string {
  const { comment } = node;
  const name = escapeHtml(comment.authorName || 'Anonymous');
  const author =
    comment.authorUrl === ''
      ? name
      : `<a href="${escapeAttribute(comment.authorUrl)}" class="url" rel="ugc external nofollow">${name}</a>`;
  const edit = comment.editLink
    ? ` <span class="edit-link"><a class="comment-edit-link" href="${escapeAttribute(comment.editLink)}">Edit</a></span>`
    : '';
  const held = comment.approved
    ? ''
    : `<em class="comment-awaiting-moderation">${AWAITING_MODERATION}</em>`;
  const reply =
    open && comment.approved && settings.threaded && node.depth < settings.threadDepth
      ? `<div class="reply"><a rel="nofollow" class="comment-reply-link" href="${escapeAttribute(`${addQueryArg(viewer.url, 'replytocom', comment.id)}#respond`)}" aria-label="${escapeAttribute(`Reply to ${comment.authorName}`)}">Reply</a></div>`
      : '';
  const date = `${formatDate(comment.date, dateFormat)} at ${formatDate(comment.date, 'g:i a')}`;
  const children =
    node.children.length > 0
      ? `<ol class="children">${node.children.map((child) => commentItem(child, classes, settings, viewer, open, dateFormat)).join('')}</ol>`
      : '';
  return `<li id="comment-${comment.id}" class="${classes.get(comment.id) ?? 'comment'}"><article id="div-comment-${comment.id}" class="comment-body"><footer class="comment-meta"><div class="comment-author vcard"><b class="fn">${author}</b> <span class="says">says:</span></div><div class="comment-metadata"><a href="${escapeAttribute(comment.link)}"><time datetime="${escapeAttribute(comment.date)}">${date}</time></a>${edit}</div>${held}</footer><div class="comment-content">${commentParagraphs(comment.content)}</div>${reply}</article>${children}</li>`;
}

/**
 * What the legacy Comments block (`"legacy":true`) prints, as WordPress's fallback comments
 * template does for a block theme: the responses heading, the list, page links, "Comments are
 * closed." where comments exist but are closed, and the form while they are open.
 */
export async function legacyComments(context: RenderContext, postId: number): Promise<string> {
  const source = commentSource(context);
  const [comments, settings, viewer, count] = await Promise.all([
    source.postComments(postId),
    source.settings(),
    source.viewer(),
    source.approvedCount(postId),
  ]);
  const open = context.post?.commentStatus === 'open' || context.lookups.comments === undefined;
  const all = commentThreads(comments, settings);
  const pageCount = commentPageCount(all, settings);
  const page = currentCommentPage(viewer.page, pageCount, settings);
  const threads = commentPage(all, page, settings);
  let html = '';
  if (threads.length > 0) {
    const classes = commentClasses(threads);
    const title = commentsTitleText(count, context.post?.title ?? '', {
      showPostTitle: true,
      showCommentsCount: true,
    });
    const nav =
      pageCount > 1
        ? `<div class="navigation"><div class="alignleft">${page > 1 ? `<a href="${escapeAttribute(`${addQueryArg(viewer.url, 'cpage', page - 1)}#comments`)}">&laquo; Older Comments</a>` : ''}</div><div class="alignright">${page < pageCount ? `<a href="${escapeAttribute(`${addQueryArg(viewer.url, 'cpage', page + 1)}#comments`)}">Newer Comments &raquo;</a>` : ''}</div></div>`
        : '';
    const dateFormat = context.site.dateFormat ?? 'F j, Y';
    html += `<h3 id="comments">${title}</h3>${nav}<ol class="commentlist">${threads.map((node) => commentItem(node, classes, settings, viewer, open, dateFormat)).join('')}</ol>${nav}`;
    if (!open) html += '<p class="nocomments">Comments are closed.</p>';
  }
  if (open) {
    const replyTo = comments.find((c) => c.id === viewer.replyTo && c.approved);
    html += commentFormMarkup({
      postId,
      viewer,
      settings,
      blockButton: false,
      ...(replyTo ? { replyToName: replyTo.authorName } : {}),
    });
  }
  return html;
}
