import { blockAttributes, createCoreRegistry, parse } from '@atelier/blocks';
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordRef } from '../../../data/entities/store-state';
import type { SeenRequest } from '../../../data/fake-rest';
import { click, setUpSidebar, sidebar } from '../../inspector/settings-sidebar-test-setup';
import type { EditorBlock } from '../../state/editor-block';

const PART: RecordRef = { kind: 'postType', name: 'wp_template_part', id: 'loom//header' };
const registry = createCoreRegistry();

const PAGES = [
  {
    id: 3,
    title: { raw: 'About', rendered: 'About' },
    link: 'https://s.test/about/',
    parent: 0,
    menu_order: 1,
  },
  {
    id: 2,
    title: { raw: 'Home', rendered: 'Home' },
    link: 'https://s.test/',
    parent: 0,
    menu_order: 0,
  },
  {
    id: 5,
    title: { raw: 'Team', rendered: 'Team' },
    link: 'https://s.test/about/team/',
    parent: 3,
    menu_order: 0,
  },
];

afterEach(cleanup);

interface SetUp {
  content: string;
  menus?: object[];
}

async function setUp({ content, menus = [] }: SetUp) {
  const { rest, entityStore, tree, select } = await setUpSidebar(
    PART,
    { id: 'loom//header', slug: 'header', title: { raw: 'Header' }, content: { raw: content } },
    {
      'GET /wp/v2/navigation': () => ({ body: menus }),
      'GET /wp/v2/pages': () => ({ body: PAGES }),
      'POST /wp/v2/navigation': (request: SeenRequest) => ({
        body: { id: 41, status: 'publish', ...(request.body as object) },
      }),
    },
  );
  const first = (): EditorBlock => {
    const block = tree()[0];
    if (block === undefined) throw new Error('no block');
    return block;
  };
  return { rest, entityStore, first, select };
}

describe('navigation without a menu: Edit', () => {
  it('makes a menu of one link per page (child pages in a submenu) and sets ref, one undo step', async () => {
    const { rest, entityStore, first, select } = await setUp({
      content: '<!-- wp:navigation {"layout":{"type":"flex"}} /-->',
    });
    await select([0]);
    const panel = await within(sidebar()).findByRole('region', { name: 'Page list' });
    const edit = within(panel).getByRole('button', { name: 'Edit' });
    // The button waits for the pages.
    await waitFor(() => expect(edit).toHaveProperty('disabled', false));
    await click(edit);

    const post = rest.seen.find((request) => request.method === 'POST');
    expect(post?.path).toMatch(/^\/wp\/v2\/navigation(\?|$)/);
    const body = post?.body as { title: string; status: string; content: string };
    expect(body).toMatchObject({ title: 'Navigation', status: 'publish' });
    const items = parse(body.content).filter((node) => node.name !== null);
    expect(items.map((node) => [node.name, node.attributes.label, node.attributes.id])).toEqual([
      ['core/navigation-link', 'Home', 2],
      ['core/navigation-submenu', 'About', 3],
    ]);
    expect(items[1]?.innerBlocks[0]?.attributes).toMatchObject({
      label: 'Team',
      url: 'https://s.test/about/team/',
      kind: 'post-type',
      type: 'page',
    });
    expect(blockAttributes(registry, first()).ref).toBe(41);

    await act(async () => entityStore.undo());
    expect(blockAttributes(registry, first()).ref).toBeUndefined();
  });

  it('shows the newest menu when there is one: Edit makes it the block’s menu', async () => {
    const { rest, first, select } = await setUp({
      content: '<!-- wp:navigation /-->',
      menus: [
        { id: 8, status: 'publish', date: '2024-01-01T00:00:00', title: { raw: 'Old' } },
        { id: 9, status: 'publish', date: '2024-06-01T00:00:00', title: { raw: 'New' } },
      ],
    });
    await select([0]);
    const panel = await within(sidebar()).findByRole('region', { name: 'Menu items' });
    await click(within(panel).getByRole('button', { name: 'Edit' }));
    expect(blockAttributes(registry, first()).ref).toBe(9);
    expect(rest.seen.some((request) => request.method === 'POST')).toBe(false);
  });

  it('offers nothing to convert once the block has a menu', async () => {
    const { select } = await setUp({ content: '<!-- wp:navigation {"ref":9} /-->' });
    await select([0]);
    expect(within(sidebar()).queryByRole('region', { name: 'Page list' })).toBeNull();
    expect(within(sidebar()).getByRole('region', { name: 'Menu' })).toBeTruthy();
  });
});

describe('menu item settings', () => {
  it('label, link, new tab, description, title and rel write the item’s attributes', async () => {
    const { first, select } = await setUp({
      content:
        '<!-- wp:navigation --><!-- wp:navigation-link {"label":"About","url":"/about/"} /--><!-- /wp:navigation -->',
    });
    const link = () => {
      const item = first().innerBlocks[0];
      if (item === undefined) throw new Error('no link');
      return item;
    };
    await select([0, 0]);
    const panel = within(sidebar()).getByRole('region', { name: 'Settings' });
    const field = (name: string) => within(panel).getByRole('textbox', { name });
    expect(field('Label')).toHaveProperty('value', 'About');
    await act(async () => {
      fireEvent.change(field('Label'), { target: { value: 'Us & them' } });
      fireEvent.change(within(panel).getByLabelText('Link'), { target: { value: '/us/' } });
      fireEvent.change(field('Description'), { target: { value: 'Who we are' } });
      fireEvent.change(field('Link title'), { target: { value: 'About us' } });
      fireEvent.change(field('Link rel'), { target: { value: 'author' } });
    });
    await click(within(panel).getByRole('checkbox', { name: 'Open in new tab' }));
    expect(blockAttributes(registry, link())).toMatchObject({
      label: 'Us &amp; them',
      url: '/us/',
      description: 'Who we are',
      title: 'About us',
      rel: 'author',
      opensInNewTab: true,
    });
  });
});
