import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, optionalText, text } from '../attribute-values';
import { isCurrentLink } from '../navigation-link/link-item';
import {
  submenuIconToggle,
  submenuLabelToggle,
  submenuOpenClass,
  submenuOptions,
} from './submenu-toggle';

/**
 * `core/navigation-submenu`: a menu item with a nested list of items. In a hover menu the label
 * is a link, followed (with `showSubmenuIcon`) by a chevron button that opens the list by click
 * or keyboard; in a click menu (`openSubmenusOnClick`) the whole label is that button.
 */
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
    const options = submenuOptions(context);
    const items = await renderBlocks(block.innerBlocks);
    const current = isCurrentLink(url, context);
    const labelSpan = tag('span', { class: 'wp-block-navigation-item__label' }, label);
    const toggle = options.openOnClick
      ? submenuLabelToggle(label, labelSpan)
      : `${tag(
          'a',
          {
            class: 'wp-block-navigation-item__content',
            href: url,
            target: newTab ? '_blank' : undefined,
            rel: optionalText(attributes, 'rel'),
            'aria-current': current ? 'page' : undefined,
          },
          labelSpan,
        )}${options.showIcon && items !== '' ? submenuIconToggle(label) : ''}`;
    const wrapper = wrapperAttributes(blockType, attributes);
    return tag(
      'li',
      {
        ...wrapper,
        class: classNames(
          'wp-block-navigation-item',
          items === '' ? undefined : 'has-child',
          submenuOpenClass(options),
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
