import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { resolveQuery } from '../query/query-params';

/** `core/post-template`: renders its inner blocks once per post of the surrounding query. */
export const postTemplate: BlockType = {
  name: 'core/post-template',
  title: 'Post Template',
  category: 'theme',
  icon: 'layout',
  description:
    'Contains the block elements used to render a post, like the title, date, featured image, content or excerpt, and more.',
  parent: ['core/query'],
  usesContext: ['queryId', 'query', 'displayLayout', 'templateSlug', 'previewPostType'],
  attributes: {},
  supports: {
    reusable: false,
    html: false,
    align: ['wide', 'full'],
    layout: true,
    color: { gradients: true, link: true },
    typography: { fontSize: true, lineHeight: true },
    spacing: { blockGap: true },
  },
  render: async ({ attributes, blockType, context, queryPosts, renderInner }) => {
    const resolved = resolveQuery(context);
    const result = await queryPosts(resolved.query);
    if (result.posts.length === 0) return '';
    const items: string[] = [];
    for (const post of result.posts) {
      const html = await renderInner({
        post,
        blockContext: { ...context.blockContext, postId: post.id, postType: post.type },
      });
      items.push(
        tag(
          'li',
          {
            class: classNames(
              'wp-block-post',
              `post-${post.id}`,
              post.type,
              `type-${post.type}`,
              `status-${post.status ?? 'publish'}`,
            ),
          },
          html,
        ),
      );
    }
    return tag('ul', wrapperAttributes(blockType, attributes), items.join(''));
  },
};
