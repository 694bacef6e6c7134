import { tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, optionalNumber, optionalText } from '../attribute-values';

/** `core/site-logo`: the site logo image, linked home; nothing when no logo is set. */
export const siteLogo: BlockType = {
  name: 'core/site-logo',
  title: 'Site Logo',
  category: 'theme',
  icon: 'format-image',
  description:
    'Display an image to represent this site. Update this block and the changes apply everywhere.',
  attributes: {
    width: { type: 'number' },
    isLink: { type: 'boolean', default: true },
    linkTarget: { type: 'string', default: '_self' },
    shouldSyncIcon: { type: 'boolean' },
  },
  supports: {
    html: false,
    align: true,
    alignWide: false,
    spacing: { margin: true, padding: true },
    shadow: true,
    filter: { duotone: true },
  },
  selectors: { filter: { duotone: '.wp-block-site-logo img' } },
  styles: [
    { name: 'default', label: 'Default', isDefault: true },
    { name: 'rounded', label: 'Rounded' },
  ],
  render: ({ attributes, blockType, context }) => {
    const logo = context.site.logo;
    if (logo === undefined || logo === null) return '';
    const width = optionalNumber(attributes, 'width');
    const height =
      width !== undefined && logo.width !== undefined && logo.height !== undefined && logo.width > 0
        ? Math.round((width * logo.height) / logo.width)
        : logo.height;
    const img = tag('img', {
      width: width ?? logo.width,
      height,
      src: logo.url,
      class: 'custom-logo',
      alt: logo.alt ?? context.site.title,
    });
    const inner = flag(attributes, 'isLink', true)
      ? tag(
          'a',
          {
            href: `${context.site.url}/`,
            class: 'custom-logo-link',
            rel: 'home',
            target: optionalText(attributes, 'linkTarget') === '_blank' ? '_blank' : undefined,
          },
          img,
        )
      : img;
    return tag('div', wrapperAttributes(blockType, attributes), inner);
  },
};
