import { escapeAttribute, escapeHtml } from '../../html/escape';
import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, numberValue, text } from '../attribute-values';
import { type SizedTag, sizeTags } from './tag-cloud-sizes';

function itemsLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'item' : 'items'}`;
}

function cloudLink(sized: SizedTag, position: number, showCount: boolean): string {
  const { term } = sized;
  const label = showCount
    ? ''
    : ` aria-label="${escapeAttribute(`${term.name} (${itemsLabel(term.count)})`)}"`;
  const count = showCount
    ? `<span class="tag-link-count"> (${term.count.toLocaleString('en-US')})</span>`
    : '';
  return `<a href="${escapeAttribute(term.link)}" class="tag-cloud-link tag-link-${term.id} tag-link-position-${position}" style="font-size: ${sized.fontSize};"${label}>${escapeHtml(term.name)}${count}</a>`;
}

/**
 * `core/tag-cloud`: the most used tags (or terms of another flat taxonomy), each sized by its
 * post count; nothing on the public site when there are none (WordPress's render).
 */
export const tagCloud: BlockType = {
  name: 'core/tag-cloud',
  title: 'Tag Cloud',
  category: 'widgets',
  icon: 'tag',
  description: 'A cloud of popular keywords, each sized by how often it appears.',
  attributes: {
    numberOfTags: { type: 'number', default: 45 },
    taxonomy: { type: 'string', default: 'post_tag' },
    showTagCounts: { type: 'boolean', default: false },
    smallestFontSize: { type: 'string', default: '8pt' },
    largestFontSize: { type: 'string', default: '22pt' },
  },
  styles: [
    { name: 'default', label: 'Default', isDefault: true },
    { name: 'outline', label: 'Outline' },
  ],
  supports: {
    html: false,
    align: true,
    spacing: { margin: true, padding: true },
    typography: { lineHeight: true, fontFamily: true, fontWeight: true },
    border: { color: true, radius: true, style: true, width: true },
  },
  render: async ({ attributes, blockType, context }) => {
    const sized = sizeTags(
      await context.lookups.termCounts(text(attributes, 'taxonomy', 'post_tag')),
      {
        limit: numberValue(attributes, 'numberOfTags', 45),
        smallest: text(attributes, 'smallestFontSize', '8pt'),
        largest: text(attributes, 'largestFontSize', '22pt'),
      },
    );
    if (sized.length === 0) return '';
    const showCount = flag(attributes, 'showTagCounts');
    const links = sized.map((item, index) => cloudLink(item, index + 1, showCount)).join('\n');
    return tag('p', wrapperAttributes(blockType, attributes), links);
  },
};
