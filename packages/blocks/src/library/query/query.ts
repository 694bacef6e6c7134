import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { INNER_BLOCKS } from '../../registry/inner-blocks';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { text } from '../attribute-values';

/** `core/query`: a query loop; passes `queryId` and `query` to its post template and pagination. */
export const query: BlockType = {
  name: 'core/query',
  title: 'Query Loop',
  category: 'theme',
  icon: 'loop',
  description:
    'An advanced block that allows displaying post types based on different query parameters and visual configurations.',
  keywords: ['posts', 'list', 'blog', 'blogs', 'custom post types'],
  attributes: {
    queryId: { type: 'number' },
    query: {
      type: 'object',
      default: {
        perPage: null,
        pages: 0,
        offset: 0,
        postType: 'post',
        order: 'desc',
        orderBy: 'date',
        author: '',
        search: '',
        exclude: [],
        sticky: '',
        inherit: true,
        taxQuery: null,
        parents: [],
      },
    },
    tagName: { type: 'string', default: 'div' },
    namespace: { type: 'string' },
    enhancedPagination: { type: 'boolean', default: false },
  },
  providesContext: { queryId: 'queryId', query: 'query', enhancedPagination: 'enhancedPagination' },
  supports: {
    align: ['wide', 'full'],
    anchor: true,
    html: false,
    layout: true,
  },
  variations: [
    {
      name: 'posts-list',
      title: 'Posts List',
      attributes: {
        query: {
          perPage: 4,
          pages: 1,
          offset: 0,
          postType: 'post',
          order: 'desc',
          orderBy: 'date',
          inherit: false,
        },
      },
      innerBlocks: [
        ['core/post-template'],
        ['core/post-title'],
        ['core/post-date'],
        ['core/post-excerpt'],
      ],
      scope: ['inserter'],
    },
  ],
  save: ({ attributes, blockType }) =>
    tag(text(attributes, 'tagName', 'div'), wrapperAttributes(blockType, attributes), INNER_BLOCKS),
};
