import { escapeHtml } from '../../html/escape';
import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { numberValue, textAlignClass } from '../attribute-values';

/** `core/site-tagline`: the site's tagline (a paragraph, or a heading when `level` > 0). */
export const siteTagline: BlockType = {
  name: 'core/site-tagline',
  title: 'Site Tagline',
  category: 'theme',
  icon: 'editor-textcolor',
  description:
    'Describe in a few words what this site is about. This is important for search results, sharing on social media, and gives overall clarity to visitors.',
  keywords: ['description'],
  example: { viewportWidth: 500 },
  attributes: {
    textAlign: { type: 'string' },
    level: { type: 'number', default: 0 },
    levelOptions: { type: 'array' },
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
      letterSpacing: true,
      textTransform: true,
      textDecoration: true,
    },
    border: { color: true, radius: true, style: true, width: true },
  },
  render: ({ attributes, blockType, context }) => {
    if (context.site.tagline === '') return '';
    const level = numberValue(attributes, 'level', 0);
    return tag(
      level === 0 ? 'p' : `h${Math.min(6, level)}`,
      wrapperAttributes(blockType, attributes, { className: textAlignClass(attributes) }),
      escapeHtml(context.site.tagline),
    );
  },
};
