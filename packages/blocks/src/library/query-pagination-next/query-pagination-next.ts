import type { BlockType } from '../../registry/block-type';
import { linkSupports, stepLink } from '../query-pagination/pagination-links';

/** `core/query-pagination-next`: a link to the next page of the query, if there is one. */
export const queryPaginationNext: BlockType = {
  name: 'core/query-pagination-next',
  title: 'Next Page',
  category: 'theme',
  icon: 'arrow-right',
  description: 'Displays the next posts page link.',
  parent: ['core/query-pagination'],
  usesContext: ['queryId', 'query', 'paginationArrow', 'showLabel'],
  attributes: { label: { type: 'string' } },
  supports: linkSupports,
  render: stepLink('next'),
};
