import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, numberValue, textAlignClass } from '../attribute-values';
import { archiveTitle, searchTitle } from './archive-title';

/** `core/query-title`: the archive's title or the search results heading. */
export const queryTitle: BlockType = {
  name: 'core/query-title',
  title: 'Query Title',
  category: 'theme',
  icon: 'title',
  description: 'Display the query title.',
  attributes: {
    type: { type: 'string' },
    textAlign: { type: 'string' },
    level: { type: 'number', default: 1 },
    levelOptions: { type: 'array' },
    showPrefix: { type: 'boolean', default: true },
    showSearchTerm: { type: 'boolean', default: true },
  },
  supports: {
    align: ['wide', 'full'],
    html: false,
    color: { gradients: true },
    spacing: { margin: true, padding: true },
    typography: {
      fontSize: true,
      lineHeight: true,
      fontFamily: true,
      fontWeight: true,
      fontStyle: true,
      textTransform: true,
      letterSpacing: true,
    },
  },
  variations: [
    {
      name: 'archive-title',
      title: 'Archive Title',
      attributes: { type: 'archive' },
      isActive: ['type'],
    },
    {
      name: 'search-title',
      title: 'Search Results Title',
      attributes: { type: 'search' },
      isActive: ['type'],
    },
  ],
  render: ({ attributes, blockType, context }) => {
    const main = context.mainQuery;
    let title = '';
    if (attributes.type === 'search' && main?.kind === 'search') {
      title = searchTitle(main.search ?? '', flag(attributes, 'showSearchTerm', true));
    } else if (attributes.type === 'archive' && main?.archive !== undefined) {
      title = archiveTitle(main.archive, flag(attributes, 'showPrefix', true));
    }
    if (title === '') return '';
    const level = numberValue(attributes, 'level', 1);
    return tag(
      level === 0 ? 'p' : `h${Math.min(6, level)}`,
      wrapperAttributes(blockType, attributes, { className: textAlignClass(attributes) }),
      title,
    );
  },
};
