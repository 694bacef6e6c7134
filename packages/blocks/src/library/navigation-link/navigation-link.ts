import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { flag, optionalText, text } from '../attribute-values';
import { isCurrentLink } from './link-item';

/** `core/navigation-link`: one menu item. */
export const navigationLink: BlockType = {
  name: 'core/navigation-link',
  title: 'Custom Link',
  category: 'design',
  icon: 'admin-links',
  description: 'Add a page, link, or another item to your navigation.',
  parent: ['core/navigation'],
  allowedBlocks: ['core/navigation-link', 'core/navigation-submenu', 'core/page-list'],
  usesContext: ['textColor', 'customTextColor', 'showSubmenuIcon'],
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
    isTopLevelLink: { type: 'boolean' },
  },
  supports: {
    reusable: false,
    html: false,
    typography: {
      fontSize: true,
      lineHeight: true,
      fontFamily: true,
      fontWeight: true,
      fontStyle: true,
      textTransform: true,
      textDecoration: true,
      letterSpacing: true,
    },
  },
  variations: [
    { name: 'link', title: 'Custom Link', attributes: {}, isDefault: true },
    {
      name: 'post',
      title: 'Post Link',
      attributes: { type: 'post', kind: 'post-type' },
      isActive: ['type'],
    },
    {
      name: 'page',
      title: 'Page Link',
      attributes: { type: 'page', kind: 'post-type' },
      isActive: ['type'],
    },
    {
      name: 'category',
      title: 'Category Link',
      attributes: { type: 'category', kind: 'taxonomy' },
      isActive: ['type'],
    },
    {
      name: 'tag',
      title: 'Tag Link',
      attributes: { type: 'tag', kind: 'taxonomy' },
      isActive: ['type'],
    },
  ],
  transforms: {
    to: [
      {
        blocks: ['core/navigation-submenu'],
        transform: (inputs) =>
          inputs.map((input) => ({
            name: 'core/navigation-submenu',
            attributes: input.attributes,
          })),
      },
    ],
  },
  render: ({ attributes, blockType, context }) => {
    const label = text(attributes, 'label');
    const url = optionalText(attributes, 'url');
    if (label === '' && url === undefined) return '';
    const current = isCurrentLink(url, context);
    const newTab = flag(attributes, 'opensInNewTab');
    const description = optionalText(attributes, 'description');
    const link = tag(
      'a',
      {
        class: 'wp-block-navigation-item__content',
        href: url,
        target: newTab ? '_blank' : undefined,
        rel: optionalText(attributes, 'rel') ?? (newTab ? 'noreferrer noopener' : undefined),
        title: optionalText(attributes, 'title'),
        'aria-current': current ? 'page' : undefined,
      },
      `${tag('span', { class: 'wp-block-navigation-item__label' }, label)}${
        description === undefined
          ? ''
          : tag('span', { class: 'wp-block-navigation-item__description' }, description)
      }`,
    );
    const wrapper = wrapperAttributes(blockType, attributes);
    return tag(
      'li',
      {
        ...wrapper,
        class: classNames(
          'wp-block-navigation-item',
          current ? 'current-menu-item' : undefined,
          wrapper.class,
        ),
      },
      link,
    );
  },
};
