import { escapeHtml } from '../../html/escape';
import { classNames, tag } from '../../html/tag';
import type { BlockType } from '../../registry/block-type';
import type { PageSummary } from '../../render/render-context';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { numberValue } from '../attribute-values';

function pageItems(
  pages: readonly PageSummary[],
  parent: number,
  currentId: number | undefined,
): string {
  return pages
    .filter((page) => page.parent === parent)
    .sort((a, b) => a.menuOrder - b.menuOrder || a.title.localeCompare(b.title))
    .map((page) => {
      const children = pageItems(pages, page.id, currentId);
      const current = page.id === currentId;
      return tag(
        'li',
        {
          class: classNames(
            'wp-block-pages-list__item',
            children === '' ? undefined : 'has-child',
            current ? 'current-menu-item' : undefined,
          ),
        },
        `${tag(
          'a',
          {
            class: 'wp-block-pages-list__item__link',
            href: page.link,
            'aria-current': current ? 'page' : undefined,
          },
          escapeHtml(page.title),
        )}${children === '' ? '' : tag('ul', { class: 'wp-block-navigation__submenu-container' }, children)}`,
      );
    })
    .join('');
}

/** `core/page-list`: the site's published pages as a nested list. */
export const pageList: BlockType = {
  name: 'core/page-list',
  title: 'Page List',
  category: 'widgets',
  icon: 'list-view',
  description: 'Display a list of all pages.',
  keywords: ['menu', 'navigation'],
  attributes: {
    parentPageID: { type: 'integer', default: 0 },
    isNested: { type: 'boolean', default: false },
  },
  supports: {
    reusable: false,
    html: false,
    typography: { fontSize: true, lineHeight: true },
    color: { text: true, background: true, link: true, gradients: true },
    spacing: { padding: true, margin: true },
  },
  render: async ({ attributes, blockType, context }) => {
    const pages = await context.lookups.pages();
    const items = pageItems(pages, numberValue(attributes, 'parentPageID', 0), context.post?.id);
    if (items === '') return '';
    return tag('ul', wrapperAttributes(blockType, attributes), items);
  },
};
