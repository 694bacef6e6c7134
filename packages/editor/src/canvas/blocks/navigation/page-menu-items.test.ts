import { createBlock, createCoreRegistry, render, serialize } from '@atelier/blocks';
import { createMemoryContext } from '@atelier/blocks/testing';
import { describe, expect, it } from 'vitest';
import { type MenuPage, menuPageFromRecord, pageMenuItems } from './page-menu-items';

const registry = createCoreRegistry();

const PAGES: MenuPage[] = [
  { id: 5, title: 'Contact', link: 'https://site.test/contact/', parent: 0, menuOrder: 3 },
  { id: 2, title: 'Home', link: 'https://site.test/home/', parent: 0, menuOrder: 0 },
  { id: 3, title: 'About', link: 'https://site.test/about/', parent: 0, menuOrder: 0 },
  {
    id: 8,
    title: 'Team & friends',
    link: 'https://site.test/about/team/',
    parent: 3,
    menuOrder: 0,
  },
];

/** The links (text → href) a rendered menu shows, in order, nested ones indented. */
function links(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.querySelectorAll('a'), (anchor) => {
    const depth = anchor.parentElement?.parentElement?.closest('li') === null ? '' : '  ';
    return `${depth}${anchor.textContent} → ${anchor.getAttribute('href')}`;
  });
}

describe('pageMenuItems', () => {
  it('gives one page link per page (a submenu when it has child pages), with label, url, id, kind and type', () => {
    const [first, second] = pageMenuItems(PAGES);
    expect(second).toEqual({
      name: 'core/navigation-link',
      attributes: {
        label: 'Home',
        type: 'page',
        id: 2,
        url: 'https://site.test/home/',
        kind: 'post-type',
      },
    });
    expect(first).toEqual({
      name: 'core/navigation-submenu',
      attributes: {
        label: 'About',
        type: 'page',
        id: 3,
        url: 'https://site.test/about/',
        kind: 'post-type',
      },
      innerBlocks: [
        {
          name: 'core/navigation-link',
          attributes: expect.objectContaining({ label: 'Team &amp; friends', id: 8 }),
        },
      ],
    });
  });

  it('shows, once rendered, exactly what the page list shows', async () => {
    const context = createMemoryContext({ pages: PAGES });
    const pageList = await render([createBlock(registry, 'core/navigation', {})], context);
    const items = pageMenuItems(PAGES).map((spec) =>
      createBlock(registry, spec.name, spec.attributes, spec.innerBlocks ?? []),
    );
    const menu = await render([createBlock(registry, 'core/navigation', {}, items)], context);
    expect(links(menu)).toEqual(links(pageList));
    expect(links(menu)).toEqual([
      'About → https://site.test/about/',
      '  Team & friends → https://site.test/about/team/',
      'Home → https://site.test/home/',
      'Contact → https://site.test/contact/',
    ]);
    expect(serialize(items)).toContain('<!-- wp:navigation-submenu {"label":"About"');
  });

  it('reads REST page records', () => {
    expect(
      menuPageFromRecord({
        id: 4,
        title: { raw: 'Blog', rendered: 'Blog' },
        link: 'https://site.test/blog/',
        parent: 0,
        menu_order: 2,
      }),
    ).toEqual({ id: 4, title: 'Blog', link: 'https://site.test/blog/', parent: 0, menuOrder: 2 });
    expect(menuPageFromRecord({ title: 'no id' })).toBeNull();
  });
});
