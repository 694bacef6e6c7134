import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { storedBlocks } from '../../render/stored-blocks';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { optionalText } from '../attribute-values';

const AREA_TAGS: Record<string, string> = { header: 'header', footer: 'footer' };
const ALLOWED_TAGS = ['div', 'header', 'main', 'section', 'article', 'aside', 'footer'];

/**
 * `core/template-part`: looks the part up by theme and slug and renders it in its area's element.
 * A part that includes itself renders once, then the recursion message.
 */
export const templatePart: BlockType = {
  name: 'core/template-part',
  title: 'Template Part',
  category: 'theme',
  icon: 'layout',
  description:
    'Edit the different global regions of your site, like the header, footer, sidebar, or create your own.',
  attributes: {
    slug: { type: 'string' },
    theme: { type: 'string' },
    tagName: { type: 'string' },
    area: { type: 'string' },
  },
  supports: { align: true, html: false, reusable: false },
  variations: [
    {
      name: 'header',
      title: 'Header',
      attributes: { area: 'header' },
      scope: ['inserter'],
      isActive: ['area'],
    },
    {
      name: 'footer',
      title: 'Footer',
      attributes: { area: 'footer' },
      scope: ['inserter'],
      isActive: ['area'],
    },
  ],
  render: async ({ attributes, blockType, context, guard, renderBlocks }) => {
    const slug = optionalText(attributes, 'slug');
    if (slug === undefined) return '';
    const theme = optionalText(attributes, 'theme') ?? context.site.theme;
    const part = await context.lookups.templatePart(theme, slug);
    if (part === null) return '';
    const content = await guard(`template-part:${theme}//${slug}`, (inner) =>
      renderBlocks(storedBlocks(part), inner),
    );
    const wanted =
      optionalText(attributes, 'tagName') ??
      AREA_TAGS[optionalText(attributes, 'area') ?? part.area] ??
      'div';
    const tagName = ALLOWED_TAGS.includes(wanted) ? wanted : 'div';
    return tag(tagName, wrapperAttributes(blockType, attributes), content);
  },
};
