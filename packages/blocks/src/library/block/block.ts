import type { BlockType } from '../../registry/block-type';
import { storedBlocks } from '../../render/stored-blocks';
import { optionalNumber } from '../attribute-values';

/** `core/block`: a synced pattern (`wp_block`) rendered in place by id. */
export const syncedPattern: BlockType = {
  name: 'core/block',
  title: 'Pattern',
  category: 'widgets',
  icon: 'controls-repeat',
  description: 'Reuse this design across your site.',
  keywords: ['reusable'],
  attributes: {
    ref: { type: 'number' },
    content: { type: 'object' },
  },
  supports: { customClassName: false, html: false, inserter: false },
  render: async ({ attributes, context, guard, renderBlocks }) => {
    const ref = optionalNumber(attributes, 'ref');
    if (ref === undefined) return '';
    const pattern = await context.lookups.syncedPattern(ref);
    if (pattern === null) return '';
    return guard(`block:${ref}`, (inner) => renderBlocks(storedBlocks(pattern), inner));
  },
};
