import { blockAttributes, createCoreRegistry } from '@atelier/blocks';
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordRef } from '../../../data/entities/store-state';
import { click, setUpSidebar, sidebar } from '../../inspector/settings-sidebar-test-setup';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
const registry = createCoreRegistry();

afterEach(cleanup);

async function setUp(content: string) {
  const { tree, select } = await setUpSidebar(TEMPLATE, {
    id: 'loom//home',
    slug: 'home',
    title: { raw: 'Home' },
    content: { raw: content },
  });
  await select([0]);
  const first = () => {
    const block = tree()[0];
    if (block === undefined) throw new Error('no block');
    return blockAttributes(registry, block);
  };
  return { first };
}

describe('listing block settings in the Block tab', () => {
  it('turns Archives into a dropdown and then offers its label', async () => {
    const { first } = await setUp('<!-- wp:archives /-->');
    const panel = within(sidebar()).getByRole('region', { name: 'Settings' });
    expect(within(panel).queryByRole('checkbox', { name: 'Show label' })).toBeNull();
    await click(within(panel).getByRole('checkbox', { name: 'Display as dropdown' }));
    expect(first().displayAsDropdown).toBe(true);
    expect(within(panel).getByRole('checkbox', { name: 'Show label' })).toHaveProperty(
      'checked',
      true,
    );
    await act(async () => {
      fireEvent.change(within(panel).getByRole('combobox', { name: 'Group by' }), {
        target: { value: 'yearly' },
      });
    });
    expect(first().type).toBe('yearly');
  });

  it('sets Latest Posts’ meta, order and number of items', async () => {
    const { first } = await setUp('<!-- wp:latest-posts /-->');
    const meta = within(sidebar()).getByRole('region', { name: 'Post meta' });
    await click(within(meta).getByRole('checkbox', { name: 'Display post date' }));
    expect(first().displayPostDate).toBe(true);
    const sorting = within(sidebar()).getByRole('region', { name: 'Sorting and filtering' });
    await act(async () => {
      fireEvent.change(within(sorting).getByRole('combobox', { name: 'Order by' }), {
        target: { value: 'title/asc' },
      });
      fireEvent.change(within(sorting).getByRole('spinbutton', { name: 'Number of items' }), {
        target: { value: '3' },
      });
    });
    expect(first()).toMatchObject({ orderBy: 'title', order: 'asc', postsToShow: 3 });
  });
});
