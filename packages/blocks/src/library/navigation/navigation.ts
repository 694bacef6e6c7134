import type { BlockAttributes, BlockNode } from '../../grammar/block-node';
import { classNames, type HtmlAttributes, tag } from '../../html/tag';
import type { BlockType, RenderArguments } from '../../registry/block-type';
import { storedBlocks } from '../../render/stored-blocks';
import { wrapperAttributes } from '../../supports/block-wrapper';
import { optionalNumber, optionalText } from '../attribute-values';
import { navigationClasses, overlayMenu } from './navigation-classes';
import { NAVIGATION_COLORS, navigationColors } from './navigation-colors';
import { responsiveMenu } from './responsive-menu';

function meaningful(blocks: readonly BlockNode[]): BlockNode[] {
  return blocks.filter((block) => block.name !== null || block.innerHTML.trim() !== '');
}

async function menuItems(args: RenderArguments): Promise<string> {
  const { attributes, block, blockType, context, guard, renderBlocks } = args;
  const list = listAttributes(blockType, attributes);
  const ref = optionalNumber(attributes, 'ref');
  const own = meaningful(block.innerBlocks);
  const menu =
    ref !== undefined
      ? await context.lookups.navigationMenu(ref)
      : own.length > 0
        ? null
        : await context.lookups.fallbackNavigationMenu();
  if (menu !== null) {
    return guard(`navigation:${menu.id}`, (inner) => {
      const blocks = meaningful(storedBlocks(menu));
      return renderItems(blocks, list, (run) => renderBlocks(run, inner));
    });
  }
  if (own.length > 0) return renderItems(own, list, (run) => renderBlocks(run));
  if (ref !== undefined) return '';
  return renderItems(
    [{ name: 'core/page-list', attributes: {}, innerBlocks: [], innerHTML: '', innerContent: [] }],
    list,
    (run) => renderBlocks(run),
  );
}

/**
 * The attributes of each `<ul class="wp-block-navigation__container">`, as WordPress writes them:
 * the block's wrapper attributes (its class, the navigation's own classes, support classes and
 * styles), so theme CSS written for `.wp-block-navigation.items-justified-right` or a menu's font
 * size finds the list as well as the `<nav>`.
 */
function listAttributes(blockType: BlockType, attributes: BlockAttributes): HtmlAttributes {
  const wrapper = wrapperAttributes(blockType, attributes, {
    className: navigationClasses(attributes),
  });
  return {
    class: classNames('wp-block-navigation__container', wrapper.class),
    style: wrapper.style,
  };
}

const LIST_ITEMS = new Set(['core/navigation-link', 'core/navigation-submenu', 'core/home-link']);

/**
 * Renders menu blocks: runs of list items go in `<ul class="wp-block-navigation__container">`;
 * other blocks (page list, search, social icons, buttons…) stand between those lists.
 */
async function renderItems(
  blocks: readonly BlockNode[],
  list: HtmlAttributes,
  renderList: (blocks: readonly BlockNode[]) => Promise<string>,
): Promise<string> {
  const runs: { items: boolean; blocks: BlockNode[] }[] = [];
  for (const block of blocks) {
    const items = LIST_ITEMS.has(block.name ?? '');
    const last = runs[runs.length - 1];
    if (last !== undefined && last.items === items) last.blocks.push(block);
    else runs.push({ items, blocks: [block] });
  }
  const parts = await Promise.all(
    runs.map(async (run) => {
      const html = await renderList(run.blocks);
      if (!run.items || html === '') return html;
      return tag('ul', list, html);
    }),
  );
  return parts.join('');
}

/**
 * `core/navigation`: a `<nav>` of menu items, from the `wp_navigation` menu in `ref`, else its
 * own inner blocks, else the fallback menu, else a list of pages. Unless `overlayMenu` is
 * 'never', the items sit in the responsive overlay (`responsive-menu.ts`) that the navigation
 * view script opens.
 */
export const navigation: BlockType = {
  name: 'core/navigation',
  title: 'Navigation',
  category: 'theme',
  icon: 'menu',
  description: 'A collection of blocks that allow visitors to get around your site.',
  keywords: ['menu', 'navigation', 'links'],
  allowedBlocks: [
    'core/navigation-link',
    'core/navigation-submenu',
    'core/page-list',
    'core/home-link',
    'core/site-title',
    'core/site-logo',
    'core/social-links',
    'core/search',
    'core/spacer',
    'core/buttons',
  ],
  attributes: {
    ref: { type: 'number' },
    ariaLabel: { type: 'string' },
    textColor: { type: 'string' },
    customTextColor: { type: 'string' },
    backgroundColor: { type: 'string' },
    customBackgroundColor: { type: 'string' },
    overlayTextColor: { type: 'string' },
    customOverlayTextColor: { type: 'string' },
    overlayBackgroundColor: { type: 'string' },
    customOverlayBackgroundColor: { type: 'string' },
    overlayMenu: { type: 'string', default: 'mobile' },
    icon: { type: 'string', default: 'handle' },
    hasIcon: { type: 'boolean', default: true },
    openSubmenusOnClick: { type: 'boolean', default: false },
    showSubmenuIcon: { type: 'boolean', default: true },
    maxNestingLevel: { type: 'number', default: 5 },
    templateLock: { type: ['string', 'boolean'] },
  },
  providesContext: {
    textColor: 'textColor',
    customTextColor: 'customTextColor',
    openSubmenusOnClick: 'openSubmenusOnClick',
    showSubmenuIcon: 'showSubmenuIcon',
    maxNestingLevel: 'maxNestingLevel',
  },
  supports: {
    align: ['wide', 'full'],
    html: false,
    inserter: true,
    typography: {
      fontSize: true,
      lineHeight: true,
      fontStyle: true,
      fontWeight: true,
      textTransform: true,
      letterSpacing: true,
      textDecoration: true,
      fontFamily: true,
    },
    spacing: { blockGap: true },
    layout: { allowSwitching: false, allowInheriting: false, default: { type: 'flex' } },
  },
  render: async (args) => {
    const items = await menuItems(args);
    if (items === '') return '';
    const { attributes, blockType } = args;
    const wrapper = wrapperAttributes(blockType, attributes, {
      className: navigationClasses(attributes),
      style: navigationColors(attributes, NAVIGATION_COLORS).styles,
    });
    return tag(
      'nav',
      { ...wrapper, 'aria-label': optionalText(attributes, 'ariaLabel') ?? 'Navigation' },
      overlayMenu(attributes) === 'never' ? items : responsiveMenu(attributes, items),
    );
  },
};
