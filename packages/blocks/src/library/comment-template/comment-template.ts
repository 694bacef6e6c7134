import { tag } from '../../html/tag';
import type { BlockType, RenderArguments } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { commentSource, contextPostId } from '../comments/comment-source';
import {
  type CommentNode,
  commentClasses,
  commentPage,
  commentPageCount,
  commentThreads,
  currentCommentPage,
} from '../comments/comment-threads';

/** The threads Comment Template shows on this page, with WordPress's comment classes. */
export async function visibleThreads(
  args: Pick<RenderArguments, 'context'>,
): Promise<{ threads: CommentNode[]; page: number; pageCount: number } | undefined> {
  const postId = contextPostId(args.context);
  if (postId === undefined) return undefined;
  const source = commentSource(args.context);
  const [comments, settings, viewer] = await Promise.all([
    source.postComments(postId),
    source.settings(),
    source.viewer(),
  ]);
  const all = commentThreads(comments, settings);
  const pageCount = commentPageCount(all, settings);
  const page = currentCommentPage(viewer.page, pageCount, settings);
  return { threads: commentPage(all, page, settings), page, pageCount };
}

/**
 * `core/comment-template`: its inner blocks once per comment of the post on this page, in an
 * `<ol>`, each in `<li id="comment-N">` with WordPress's classes and its replies in a nested
 * `<ol>`.
 */
export const commentTemplate: BlockType = {
  name: 'core/comment-template',
  title: 'Comment Template',
  category: 'design',
  icon: 'layout',
  description:
    'Contains the block elements used to display a comment, like the title, date, author, avatar and more.',
  parent: ['core/comments'],
  usesContext: ['postId'],
  attributes: {},
  supports: {
    align: true,
    html: false,
    reusable: false,
    spacing: { margin: true, padding: true },
    typography: { fontSize: true, lineHeight: true },
    border: { color: true, radius: true, style: true, width: true },
  },
  render: async (args) => {
    const visible = await visibleThreads(args);
    if (!visible || visible.threads.length === 0) return '';
    const classes = commentClasses(visible.threads);
    const renderNodes = async (nodes: readonly CommentNode[]): Promise<string> => {
      let html = '';
      for (const node of nodes) {
        const inner = await args.renderInner({
          blockContext: {
            ...args.context.blockContext,
            commentId: node.comment.id,
            commentDepth: node.depth,
          },
        });
        const children =
          node.children.length > 0 ? `<ol>${await renderNodes(node.children)}</ol>` : '';
        html += `<li id="comment-${node.comment.id}" class="${classes.get(node.comment.id) ?? 'comment'}">${inner}${children}</li>`;
      }
      return html;
    };
    const body = await renderNodes(visible.threads);
    return tag('ol', wrapperAttributes(args.blockType, args.attributes), body);
  },
};
