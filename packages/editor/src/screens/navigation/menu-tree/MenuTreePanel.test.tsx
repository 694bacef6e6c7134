import type { BlockNode } from '@atelier/blocks';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isApplePlatform } from '../../../commands/key-combo';
import { ApiError } from '../../../data/api-client';
import { hasEdits } from '../../../data/entities/dirty-records';
import { createEntityStore } from '../../../data/entities/entity-store';
import { getEditedBlocks, getEditedProp } from '../../../data/entities/selectors';
import { type RecordRef, recordKey } from '../../../data/entities/store-state';
import { createFakeRest, type FakeHandler } from '../../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../../testing/EditorTestProviders';
import { MenuTreePanel } from './MenuTreePanel';

const MENU: RecordRef = { kind: 'postType', name: 'wp_navigation', id: '4' };

const CONTENT = [
  '<!-- wp:navigation-link {"label":"Home","url":"/","kind":"custom"} /-->',
  '<!-- wp:navigation-submenu {"label":"About","url":"/about","kind":"custom"} --><!-- wp:navigation-link {"label":"Our history, our people and our partners","url":"/history","kind":"custom"} /--><!-- /wp:navigation-submenu -->',
  '<!-- wp:page-list /-->',
].join('\n\n');

const PAGES = [
  { id: 12, link: 'http://localhost/contact/', title: { raw: 'Contact' } },
  { id: 13, link: 'http://localhost/visit/', title: { raw: 'Visit us' } },
];

function menuRecord(content: string, status = 'publish') {
  return { id: 4, status, title: { raw: 'Main' }, content: { raw: content } };
}

function searchOf(path: string): string {
  return new URLSearchParams(path.split('?')[1] ?? '').get('search') ?? '';
}

const pagesHandler: FakeHandler = ({ path }) => ({
  body: PAGES.filter((page) => page.title.raw.toLowerCase().includes(searchOf(path).toLowerCase())),
});

function setUp(menu: FakeHandler = () => ({ body: menuRecord(CONTENT) })) {
  const rest = createFakeRest({
    'GET /wp/v2/navigation/4': menu,
    'GET /wp/v2/pages': pagesHandler,
    'GET /wp/v2/posts': () => ({ body: [] }),
  });
  const entityStore = createEntityStore({ client: rest.client });
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client} store={entityStore}>
      <MenuTreePanel menuRef={MENU} />
    </EditorTestProviders>,
  );
  const content = () => String(getEditedProp(entityStore.getState(), MENU, 'content'));
  const dirty = () => hasEdits(entityStore.getState(), recordKey(MENU));
  return { entityStore, content, dirty };
}

const rowNames = () => screen.getAllByRole('treeitem').map((row) => row.getAttribute('aria-label'));
const row = (name: string) => screen.getByRole('treeitem', { name });

function openOptions(name: string) {
  fireEvent.click(screen.getByRole('button', { name: `Options for ${name}` }));
}

/** Picks an entry of the open menu (its code may still be on the way: it comes on first use). */
async function chooseOption(item: string) {
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}

/** The canvas's 'Move down' / 'Move up' keys (secondary+y / secondary+t). */
function pressMoveKey(target: HTMLElement, key: 't' | 'y') {
  const apple = isApplePlatform();
  fireEvent.keyDown(target, {
    key,
    code: `Key${key.toUpperCase()}`,
    ctrlKey: !apple,
    metaKey: apple,
    shiftKey: true,
    altKey: true,
  });
}

afterEach(cleanup);

/** The same blocks under the ids a shared menu's first sync gives them: one per place in the tree. */
function renamedAsInDocument(blocks: readonly BlockNode[], path = 'doc'): BlockNode[] {
  return blocks.map((block, index) => ({
    ...block,
    clientId: `${path}-${index}-${block.name}`,
    innerBlocks: renamedAsInDocument(block.innerBlocks, `${path}-${index}`),
  }));
}

describe('MenuTreePanel', () => {
  it('shows the items as a tree, labels cut at 25 characters with the full text as their name', async () => {
    setUp();
    const tree = await screen.findByRole('tree', { name: 'Menu items' });
    expect(rowNames()).toEqual([
      'Home',
      'About',
      'Our history, our people and our partners',
      'Page List',
    ]);
    const long = row('Our history, our people and our partners');
    expect(within(long).getByText('Our history, our people…').getAttribute('title')).toBe(
      'Our history, our people and our partners',
    );
    expect(long.getAttribute('aria-level')).toBe('2');
    expect(row('About').getAttribute('aria-expanded')).toBe('true');
    expect(row('Home').getAttribute('aria-expanded')).toBeNull();
    expect(row('Page List').getAttribute('aria-posinset')).toBe('3');
    expect(row('Page List').getAttribute('aria-setsize')).toBe('3');
    // One row in the tab order at a time.
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .map((item) => item.tabIndex),
    ).toEqual([0, -1, -1, -1]);
  });

  it('collapses and expands a submenu', async () => {
    setUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Collapse About' }));
    expect(rowNames()).toEqual(['Home', 'About', 'Page List']);
    expect(row('About').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Expand About' }));
    expect(rowNames()).toHaveLength(4);
  });

  it('moves focus with the arrows and collapses with Left', async () => {
    setUp();
    const home = await screen.findByRole('treeitem', { name: 'Home' });
    act(() => home.focus());
    fireEvent.keyDown(home, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(row('About')));
    expect(row('About').tabIndex).toBe(0);
    fireEvent.keyDown(row('About'), { key: 'ArrowLeft' });
    expect(rowNames()).toEqual(['Home', 'About', 'Page List']);
  });

  it("says 'This Navigation Menu is empty.' for a menu without items, and offers to add one", async () => {
    setUp(() => ({ body: menuRecord('') }));
    expect(await screen.findByText('This Navigation Menu is empty.')).toBeTruthy();
    expect(screen.queryByRole('tree')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add menu item' })).toBeTruthy();
  });

  it("says 'Loading…' while the menu is read", () => {
    setUp(() => new Promise(() => undefined));
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it("says 'Navigation Menu missing.' when the server has no such menu", async () => {
    setUp(() => {
      throw new ApiError('rest_post_invalid_id', 'Invalid post ID.', 404);
    });
    expect(await screen.findByText('Navigation Menu missing.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add menu item' })).toBeNull();
  });

  it("says 'Navigation Menu missing.' when the menu is in the trash", async () => {
    setUp(() => ({ body: menuRecord(CONTENT, 'trash') }));
    expect(await screen.findByText('Navigation Menu missing.')).toBeTruthy();
    expect(screen.queryByRole('tree')).toBeNull();
  });

  it('adds a published page found by search at the end of the menu', async () => {
    const { content, dirty } = setUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Add menu item' }));
    await chooseOption('Page');
    const dialog = await screen.findByRole('dialog', { name: 'Add page' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Search pages' }), {
      target: { value: 'cont' },
    });
    const option = await within(dialog).findByRole('option', { name: /Contact/ });
    expect(within(dialog).queryByRole('option', { name: /Visit us/ })).toBeNull();
    fireEvent.click(option);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowNames()).toEqual([
      'Home',
      'About',
      'Our history, our people and our partners',
      'Page List',
      'Contact',
    ]);
    expect(content()).toContain(
      '<!-- wp:navigation-link {"label":"Contact","type":"page","id":12,"url":"http://localhost/contact/","kind":"post-type"} /-->',
    );
    expect(dirty()).toBe(true);
  });

  it('adds a custom link from a typed address and label', async () => {
    const { content } = setUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Add menu item' }));
    await chooseOption('Custom link');
    const dialog = await screen.findByRole('dialog', { name: 'Add custom link' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Label' }), {
      target: { value: 'Shop' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'URL' }), {
      target: { value: 'shop.example.org' },
    });
    expect(
      await within(dialog).findByRole('option', { name: /https:\/\/shop\.example\.org/ }),
    ).toBeTruthy();
    fireEvent.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowNames().at(-1)).toBe('Shop');
    expect(content()).toContain(
      '<!-- wp:navigation-link {"label":"Shop","url":"https://shop.example.org","kind":"custom"} /-->',
    );
  });

  it('adds a submenu named by its label', async () => {
    const { content } = setUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Add menu item' }));
    await chooseOption('Submenu');
    const dialog = await screen.findByRole('dialog', { name: 'Add submenu' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Label' }), {
      target: { value: 'More' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(rowNames().at(-1)).toBe('More'));
    expect(row('More').getAttribute('aria-level')).toBe('1');
    expect(content()).toContain('<!-- wp:navigation-submenu {"label":"More","kind":"custom"} /-->');
  });

  it("turns a link into a submenu with 'Add submenu item'", async () => {
    const { content } = setUp();
    await screen.findByRole('tree');
    openOptions('Home');
    await chooseOption('Add submenu item');
    const dialog = await screen.findByRole('dialog', { name: 'Add submenu item' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Label' }), {
      target: { value: 'Kitchen' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'URL' }), {
      target: { value: '/kitchen' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(rowNames()[1]).toBe('Kitchen'));
    expect(row('Home').getAttribute('aria-expanded')).toBe('true');
    expect(row('Kitchen').getAttribute('aria-level')).toBe('2');
    expect(content()).toContain(
      [
        '<!-- wp:navigation-submenu {"label":"Home","url":"/","kind":"custom"} -->',
        '<!-- wp:navigation-link {"label":"Kitchen","url":"/kitchen","kind":"custom"} /-->',
        '<!-- /wp:navigation-submenu -->',
      ].join('\n'),
    );
  });

  it('moves items up and down from their options menu', async () => {
    const { entityStore } = setUp();
    await screen.findByRole('tree');
    openOptions('Home');
    expect(
      (await screen.findByRole('menuitem', { name: 'Move up' })).getAttribute('aria-disabled'),
    ).toBe('true');
    await chooseOption('Move down');
    expect(rowNames().slice(0, 2)).toEqual(['About', 'Our history, our people and our partners']);
    expect(rowNames()[2]).toBe('Home');
    openOptions('Page List');
    await chooseOption('Move up');
    expect(rowNames()).toEqual([
      'About',
      'Our history, our people and our partners',
      'Page List',
      'Home',
    ]);
    // Each move is one step of history.
    act(() => entityStore.undo());
    expect(rowNames().at(-1)).toBe('Page List');
  });

  it("keeps an open options menu when the menu's blocks take new ids (a shared menu's first sync)", async () => {
    const { entityStore } = setUp();
    await screen.findByRole('tree');
    openOptions('About');
    await screen.findByRole('menuitem', { name: 'Move down' });
    // Co-editing's first sync: the same tree, every block with the document's id.
    act(() =>
      entityStore.receiveShared(
        MENU,
        { blocks: renamedAsInDocument(getEditedBlocks(entityStore.getState(), MENU)) },
        { newIds: true },
      ),
    );
    await chooseOption('Move down');
    expect(rowNames()).toEqual([
      'Home',
      'Page List',
      'About',
      'Our history, our people and our partners',
    ]);
  });

  it("keeps a collapsed submenu collapsed when the menu's blocks take new ids (a shared menu's first sync)", async () => {
    const { entityStore } = setUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Collapse About' }));
    act(() =>
      entityStore.receiveShared(
        MENU,
        { blocks: renamedAsInDocument(getEditedBlocks(entityStore.getState(), MENU)) },
        { newIds: true },
      ),
    );
    expect(rowNames()).toEqual(['Home', 'About', 'Page List']);
    expect(row('About').getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Expand About' }));
    expect(rowNames()).toHaveLength(4);
  });

  it("moves a focused item with the canvas's move keys, keeping focus on it", async () => {
    const { content } = setUp();
    const home = await screen.findByRole('treeitem', { name: 'Home' });
    act(() => home.focus());
    pressMoveKey(home, 'y');
    expect(rowNames()[2]).toBe('Home');
    await waitFor(() => expect(document.activeElement).toBe(row('Home')));
    expect(content().indexOf('"label":"About"')).toBeLessThan(content().indexOf('"label":"Home"'));
    pressMoveKey(row('Home'), 't');
    expect(rowNames()[0]).toBe('Home');
  });

  it('moves an item by dragging it onto another row', async () => {
    setUp();
    await screen.findByRole('tree');
    const data = new Map<string, string>();
    const dataTransfer = {
      get types() {
        return [...data.keys()];
      },
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: 'none',
    };
    fireEvent.dragStart(row('Home'), { dataTransfer });
    fireEvent.dragOver(row('Page List'), { dataTransfer, clientY: 10 });
    fireEvent.drop(row('Page List'), { dataTransfer, clientY: 10 });
    expect(rowNames().at(-1)).toBe('Home');
  });

  it('removes an item and moves focus to its neighbour', async () => {
    const { content } = setUp();
    await screen.findByRole('tree');
    openOptions('Page List');
    await chooseOption('Remove');
    expect(rowNames()).toEqual(['Home', 'About', 'Our history, our people and our partners']);
    expect(content()).not.toContain('wp:page-list');
    await waitFor(() =>
      expect(document.activeElement).toBe(row('Our history, our people and our partners')),
    );
  });

  it('edits the label and address of an item', async () => {
    const { content, dirty } = setUp();
    await screen.findByRole('tree');
    openOptions('Home');
    await chooseOption('Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit menu item' });
    const label = within(dialog).getByRole('textbox', { name: 'Label' });
    const url = within(dialog).getByRole('combobox', { name: 'URL' });
    expect((label as HTMLInputElement).value).toBe('Home');
    expect((url as HTMLInputElement).value).toBe('/');
    fireEvent.change(label, { target: { value: 'Start here' } });
    fireEvent.change(url, { target: { value: '/start' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(rowNames()[0]).toBe('Start here'));
    expect(content()).toContain(
      '<!-- wp:navigation-link {"label":"Start here","url":"/start","kind":"custom"} /-->',
    );
    expect(dirty()).toBe(true);
  });

  it('points an item at a page picked in the URL search', async () => {
    const { content } = setUp();
    await screen.findByRole('tree');
    openOptions('Home');
    await chooseOption('Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit menu item' });
    const url = within(dialog).getByRole('combobox', { name: 'URL' });
    fireEvent.change(url, { target: { value: 'visit' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: /Visit us/ }));
    expect((url as HTMLInputElement).value).toBe('http://localhost/visit/');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(content()).toContain(
      '<!-- wp:navigation-link {"label":"Home","type":"page","id":13,"url":"http://localhost/visit/","kind":"post-type"} /-->',
    );
  });
});
