import type { BlockType } from '../../registry/block-type';
import { linkSupports, stepLink } from '../query-pagination/pagination-links';

/** `core/query-pagination-previous`: a link to the previous page of the query, if any. */
export const queryPaginationPrevious: BlockType = {
  name: 'core/query-pagination-previous',
  title: 'Previous Page',
  category: 'theme',
  icon: 'arrow-left',
  description: 'Displays the previous posts page link.',
  parent: ['core/query-pagination'],
  usesContext: ['queryId', 'query', 'paginationArrow', 'showLabel'],
  attributes: { label: { type: 'string' } },
  supports: linkSupports,
  render: stepLink('previous'),
};
