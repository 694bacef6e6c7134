import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { resolveQuery } from '../query/query-params';

/** `core/query-no-results`: its inner blocks, shown only when the query found nothing. */
export const queryNoResults: BlockType = {
  name: 'core/query-no-results',
  title: 'No results',
  category: 'theme',
  icon: 'search',
  description:
    'Contains the block elements used to render content when no query results are found.',
  parent: ['core/query'],
  usesContext: ['queryId', 'query'],
  attributes: {},
  supports: {
    align: true,
    reusable: false,
    html: false,
    color: { gradients: true, link: true },
    typography: { fontSize: true, lineHeight: true },
  },
  render: async ({ attributes, blockType, context, queryPosts, renderInner }) => {
    const result = await queryPosts(resolveQuery(context).query);
    if (result.posts.length > 0) return '';
    return tag('div', wrapperAttributes(blockType, attributes), await renderInner());
  },
};
