import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { resolveQuery } from '../query/query-params';

/** What the block says for a page of results: the total, or the range shown of the total. */
export function queryTotalText(
  displayType: unknown,
  total: number,
  page: number,
  perPage: number,
): string {
  if (displayType === 'range-display') {
    const start = total === 0 ? 0 : (page - 1) * perPage + 1;
    const end = Math.min(start + perPage - 1, total);
    return start === end
      ? `Displaying ${start} of ${total}`
      : `Displaying ${start} – ${end} of ${total}`;
  }
  return `${total} ${total === 1 ? 'result' : 'results'} found`;
}

/** `core/query-total`: how many posts the surrounding query found, or which of them show. */
export const queryTotal: BlockType = {
  name: 'core/query-total',
  title: 'Query Total',
  category: 'theme',
  icon: 'info',
  description: 'Display the total number of results in a query.',
  ancestor: ['core/query'],
  usesContext: ['queryId', 'query'],
  attributes: {
    displayType: { type: 'string', default: 'total-results' },
  },
  supports: {
    align: ['wide', 'full'],
    html: false,
    spacing: { margin: true, padding: true },
    color: { gradients: true },
    typography: { fontSize: true, lineHeight: true, fontFamily: true, fontWeight: true },
    border: { color: true, radius: true, style: true, width: true },
  },
  render: async ({ attributes, blockType, context }) => {
    const resolved = resolveQuery(context);
    const result = await context.lookups.queryPosts(resolved.query);
    return tag(
      'div',
      wrapperAttributes(blockType, attributes),
      queryTotalText(attributes.displayType, result.total, resolved.query.page, resolved.perPage),
    );
  },
};
