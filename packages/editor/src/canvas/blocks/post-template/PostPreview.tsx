import type { BlockRegistry, PostData, RenderContext } from '@atelier/blocks';
import { type KeyboardEvent, type MouseEvent, memo, useMemo } from 'react';
import { savedHtmlToReact } from '../../block-list/saved-html';
import { useRenderedHtml } from '../../preview/rendered-html-cache';
import type { EditorBlock } from '../../state/editor-block';
import { htmlToText } from '../../state/rich-text-attribute';
import { withoutTabStops } from './preview-html';

const PREVIEW_STYLE = { cursor: 'pointer' } as const;

export interface PostPreviewProps {
  post: PostData;
  /** The post template's inner blocks (as they were when typing last paused). */
  tree: readonly EditorBlock[];
  /** The render context of this post (its block context and the post itself). */
  context: RenderContext;
  registry: BlockRegistry;
  /** Makes this post the one whose blocks are edited. */
  onActivate: (postId: number) => void;
}

/**
 * Another post of the loop: the post template's blocks rendered with this post, not editable.
 * A click, Enter or Space makes it the edited post (a button named by the post's title).
 */
export const PostPreview = memo(function PostPreview({
  post,
  tree,
  context,
  registry,
  onActivate,
}: PostPreviewProps) {
  const rendered = useRenderedHtml(tree, context, registry);
  // Links out of the tab order. The render-time classes need no scope: each is named by a hash of
  // its rules, so the same class in two previews carries the same rules.
  const html = useMemo(() => withoutTabStops(rendered), [rendered]);
  const title = htmlToText(post.title).trim();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onActivate(post.id);
  };
  return savedHtmlToReact(`<div>${html}</div>`, {
    rootProps: {
      className: 'atelier-post-preview',
      role: 'button',
      tabIndex: 0,
      'aria-label': title === '' ? `Post ${post.id}` : title,
      style: PREVIEW_STYLE,
      // The canvas would select the post template on mousedown and scroll it into view, moving
      // the preview away from under the pointer before the click.
      onMouseDown: (event: MouseEvent) => event.stopPropagation(),
      onClick: () => onActivate(post.id),
      onKeyDown,
    },
  });
});
