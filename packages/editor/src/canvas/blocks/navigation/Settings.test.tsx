import { blockAttributes, createCoreRegistry } from '@atelier/blocks';
import { cleanup, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordRef } from '../../../data/entities/store-state';
import type { SeenRequest } from '../../../data/fake-rest';
import { change, click, setUpSidebar, sidebar } from '../../inspector/settings-sidebar-test-setup';

const PART: RecordRef = { kind: 'postType', name: 'wp_template_part', id: 'loom//header' };
const registry = createCoreRegistry();

const MENUS = [
  { id: 9, status: 'draft', title: { raw: 'Footer links', rendered: 'Footer links' } },
  { id: 5, status: 'publish', title: { raw: 'Main', rendered: 'Main' } },
  { id: 4, status: 'publish', title: { raw: '', rendered: '' } },
];

afterEach(cleanup);

async function setUp(content: string) {
  const { rest, tree, select } = await setUpSidebar(
    PART,
    {
      id: 'loom//header',
      slug: 'header',
      area: 'header',
      title: { raw: 'Header' },
      content: { raw: content },
    },
    {
      'GET /wp/v2/navigation': () => ({ body: MENUS }),
      'GET /wp/v2/navigation/5': () => ({ body: MENUS[1] }),
      'POST /wp/v2/navigation': (request: SeenRequest) => ({
        body: { id: 41, status: 'publish', ...(request.body as object) },
      }),
    },
  );
  await select([0]);
  const panel = await within(sidebar()).findByRole('region', { name: 'Menu' });
  const picker = within(panel).getByRole('combobox', { name: 'Choose menu' });
  const ref = () => {
    const block = tree()[0];
    return block === undefined ? undefined : blockAttributes(registry, block).ref;
  };
  return { rest, panel, picker, ref, tree };
}

const optionLabels = (picker: HTMLElement) =>
  within(picker)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the navigation block’s menu picker', () => {
  it('lists the menus, drafts with their status and untitled ones by number; choosing sets ref', async () => {
    const { rest, picker, ref } = await setUp('<!-- wp:navigation /-->');
    await waitFor(() =>
      expect(optionLabels(picker)).toEqual([
        'Choose or create a Navigation Menu',
        'Footer links (Draft)',
        'Main',
        '(no title 3)',
      ]),
    );
    const list = rest.seen.find((request) => request.path.startsWith('/wp/v2/navigation?'));
    expect(list?.path).toContain('status=publish%2Cdraft');
    await change(picker, '5');
    expect(ref()).toBe(5);
    expect(picker).toHaveProperty('value', '5');
  });

  it('shows the chosen menu without the “no menu” choice', async () => {
    const { picker } = await setUp('<!-- wp:navigation {"ref":5} /-->');
    await waitFor(() =>
      expect(optionLabels(picker)).toEqual(['Footer links (Draft)', 'Main', '(no title 3)']),
    );
    expect(picker).toHaveProperty('value', '5');
  });

  it('“Create new menu” publishes an empty menu named after the part’s area and chooses it', async () => {
    const { rest, panel, ref } = await setUp('<!-- wp:navigation {"ref":5} /-->');
    const create = within(panel).getByRole('button', { name: 'Create new menu' });
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    await click(create);
    const post = rest.seen.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ title: 'Header navigation', status: 'publish', content: '' });
    await waitFor(() => expect(ref()).toBe(41));
  });
});

describe('the navigation block’s Display panel', () => {
  it('“Open on click” sets openSubmenusOnClick, and unset leaves the attribute out', async () => {
    const { tree } = await setUp('<!-- wp:navigation {"ref":5} /-->');
    const panel = await within(sidebar()).findByRole('region', { name: 'Display' });
    const toggle = within(panel).getByRole('checkbox', { name: 'Open on click' });
    expect(toggle).toHaveProperty('checked', false);
    await click(toggle);
    expect(tree()[0]?.attributes.openSubmenusOnClick).toBe(true);
    expect(toggle).toHaveProperty('checked', true);
    await click(toggle);
    expect(tree()[0]?.attributes).not.toHaveProperty('openSubmenusOnClick');
  });
});
