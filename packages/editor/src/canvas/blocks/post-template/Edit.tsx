import { blockAttributes, type PostData, type RenderContext } from '@atelier/blocks';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DefaultAppender } from '../../block-list/DefaultAppender';
import { postBlockContext, withBlockContext } from '../../preview/block-context';
import { PreviewContextProvider, usePreviewRenderContext } from '../../preview/PreviewContext';
import { useBlockEditorStore, useBlockOwner } from '../../state/BlockEditorContext';
import type { EditorBlock } from '../../state/editor-block';
import { selectBlock } from '../../state/select-block';
import type { BlockEditProps } from '../block-edit-props';
import { useSettledValue } from '../use-settled-value';
import { wrapperProps } from '../wrapper-props';
import { activePostId } from './active-post';
import { PostPreview } from './PostPreview';
import { postItemClassName } from './post-classes';
import { useQueryPosts } from './use-query-posts';

/** How long the other posts' previews wait for typing to pause before they follow the edits. */
const PREVIEW_DELAY_MS = 250;

/** Each post's render context: the loop's context with the post and its `postId` / `postType`. */
function usePostContexts(
  context: RenderContext,
  posts: readonly PostData[] | null,
): ReadonlyMap<number, RenderContext> {
  return useMemo(
    () =>
      new Map(
        (posts ?? []).map((post) => [
          post.id,
          withBlockContext(context, postBlockContext(post), post),
        ]),
      ),
    [context, posts],
  );
}

/**
 * `core/post-template` in the canvas: the posts of the surrounding query as the public site
 * lists them (`ul` / `li`, the same classes and layout). The active post — the first unless the
 * person picked another — shows the template's inner blocks, editable, under that post's block
 * context; every other post shows a preview of the same blocks rendered with its own context,
 * and a click (or Enter / Space) on a preview makes that post the active one. With no posts the
 * loop says 'No results found.' and keeps the blocks editable, without a post.
 */
export function PostTemplateEdit({ block, rootProps, innerBlocks }: BlockEditProps) {
  const store = useBlockEditorStore();
  const owner = useBlockOwner();
  const { registry } = store;
  const context = usePreviewRenderContext();
  const posts = useQueryPosts(context);
  const postContexts = usePostContexts(context, posts);
  const [chosen, setChosen] = useState<number | null>(null);
  const activeId = activePostId(posts ?? [], chosen);
  const blockType = block.name === null ? undefined : registry.get(block.name);
  const attributes = useMemo(() => blockAttributes(registry, block), [registry, block]);
  const props = wrapperProps(blockType, attributes, rootProps);
  const previewTree = useSettledValue(block.innerBlocks, PREVIEW_DELAY_MS);
  const firstInner = block.innerBlocks[0]?.clientId;

  // A picked post's blocks exist only once its item is rendered: select its first block then.
  const picked = useRef<number | null>(null);
  useEffect(() => {
    if (picked.current === null || picked.current !== activeId) return;
    picked.current = null;
    if (firstInner !== undefined) store.run(selectBlock, { clientId: firstInner }, owner);
  }, [activeId, firstInner, store, owner]);
  const activate = useCallback((postId: number) => {
    picked.current = postId;
    setChosen(postId);
  }, []);

  const noPostContext = useMemo(() => withBlockContext(context, {}, null), [context]);
  const editable = (post: PostData | null): ReactNode => (
    <EditablePost
      block={block}
      innerBlocks={innerBlocks}
      context={post === null ? noPostContext : postContexts.get(post.id)}
    />
  );

  if (posts === null) return <ul {...props} />;
  if (posts.length === 0) {
    return (
      <ul {...props}>
        <li className="wp-block-post">
          <p>No results found.</p>
          {editable(null)}
        </li>
      </ul>
    );
  }
  return (
    <ul {...props}>
      {posts.map((post) => {
        const postContext = postContexts.get(post.id);
        return (
          <li key={post.id} className={postItemClassName(post)}>
            {post.id === activeId || postContext === undefined ? (
              editable(post)
            ) : (
              <PostPreview
                post={post}
                tree={previewTree}
                context={postContext}
                registry={registry}
                onActivate={activate}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The template's inner blocks, editable, under one post's render context. */
function EditablePost({
  block,
  innerBlocks,
  context,
}: {
  block: EditorBlock;
  innerBlocks: ReactNode;
  context: RenderContext | undefined;
}) {
  const owner = useBlockOwner();
  const content =
    block.innerBlocks.length === 0 ? (
      <DefaultAppender
        label="Add a block to the post template"
        owner={owner}
        parentId={block.clientId}
        index={0}
      />
    ) : (
      innerBlocks
    );
  if (context === undefined) return content;
  return <PreviewContextProvider value={context}>{content}</PreviewContextProvider>;
}
