import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, optionalText, text } from '../attribute-values';
import { isCurrentLink } from '../navigation-link/link-item';

/** `core/navigation-submenu`: a menu item with a nested list of items. */
export const navigationSubmenu: BlockType = {
  name: 'core/navigation-submenu',
  title: 'Submenu',
  category: 'design',
  icon: 'arrow-down-alt2',
  description: 'Add a submenu to your navigation.',
  parent: ['core/navigation'],
  allowedBlocks: ['core/navigation-link', 'core/navigation-submenu', 'core/page-list'],
  usesContext: ['openSubmenusOnClick', 'showSubmenuIcon'],
  attributes: {
    label: { type: 'string', role: 'content' },
    type: { type: 'string' },
    description: { type: 'string' },
    rel: { type: 'string' },
    id: { type: 'number' },
    opensInNewTab: { type: 'boolean', default: false },
    url: { type: 'string' },
    title: { type: 'string' },
    kind: { type: 'string' },
    isTopLevelItem: { type: 'boolean' },
  },
  supports: { reusable: false, html: false },
  render: async ({ attributes, block, blockType, context, renderBlocks }) => {
    const url = optionalText(attributes, 'url');
    const label = text(attributes, 'label');
    const newTab = flag(attributes, 'opensInNewTab');
    const onClick = context.blockContext?.openSubmenusOnClick === true;
    const items = await renderBlocks(block.innerBlocks);
    const current = isCurrentLink(url, context);
    const toggle = onClick
      ? tag(
          'button',
          {
            'aria-expanded': 'false',
            class: 'wp-block-navigation-item__content wp-block-navigation-submenu__toggle',
          },
          tag('span', { class: 'wp-block-navigation-item__label' }, label),
        )
      : tag(
          'a',
          {
            class: 'wp-block-navigation-item__content',
            href: url,
            target: newTab ? '_blank' : undefined,
            rel: optionalText(attributes, 'rel'),
            'aria-current': current ? 'page' : undefined,
          },
          tag('span', { class: 'wp-block-navigation-item__label' }, label),
        );
    const wrapper = wrapperAttributes(blockType, attributes);
    return tag(
      'li',
      {
        ...wrapper,
        class: classNames(
          'wp-block-navigation-item',
          items === '' ? undefined : 'has-child',
          onClick ? 'open-on-click' : 'open-on-hover-click',
          current ? 'current-menu-item' : undefined,
          wrapper.class,
        ),
      },
      `${toggle}${
        items === ''
          ? ''
          : tag(
              'ul',
              { class: 'wp-block-navigation__submenu-container wp-block-navigation-submenu' },
              items,
            )
      }`,
    );
  },
};
