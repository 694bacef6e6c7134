import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { text } from '../attribute-values';

/** `core/home-link`: a menu item linking to the home page. */
export const homeLink: BlockType = {
  name: 'core/home-link',
  title: 'Home Link',
  category: 'design',
  icon: 'admin-home',
  description: 'Create a link that always points to the homepage of the site.',
  parent: ['core/navigation'],
  attributes: {
    label: { type: 'string', role: 'content' },
  },
  supports: { reusable: false, html: false },
  render: ({ attributes, blockType, context }) => {
    const isHome = context.mainQuery?.kind === 'front-page' || context.mainQuery?.kind === 'home';
    const wrapper = wrapperAttributes(blockType, attributes);
    return tag(
      'li',
      {
        ...wrapper,
        class: classNames(
          'wp-block-navigation-item',
          isHome ? 'current-menu-item' : undefined,
          wrapper.class,
        ),
      },
      tag(
        'a',
        {
          class: 'wp-block-home-link__content wp-block-navigation-item__content',
          href: `${context.site.url}/`,
          rel: 'home',
          'aria-current': isHome ? 'page' : undefined,
        },
        text(attributes, 'label', 'Home') || 'Home',
      ),
    );
  },
};
