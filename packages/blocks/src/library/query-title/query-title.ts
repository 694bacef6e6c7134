import { escapeHtml } from '../../html/escape';
import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, numberValue, textAlignClass } from '../attribute-values';

const PREFIXES: Record<string, string> = {
  category: 'Category: ',
  tag: 'Tag: ',
  taxonomy: '',
  author: 'Author: ',
  date: '',
  'post-type': 'Archives: ',
};

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
      const term = main.search ?? '';
      title = flag(attributes, 'showSearchTerm', true)
        ? `Search results for: “${escapeHtml(term)}”`
        : 'Search results';
    } else if (attributes.type === 'archive' && main?.archive !== undefined) {
      const prefix = flag(attributes, 'showPrefix', true)
        ? (PREFIXES[main.archive.type] ?? '')
        : '';
      title = `${prefix}${escapeHtml(main.archive.title)}`;
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
