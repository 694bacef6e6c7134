import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../data/api-client';
import { createFakeRest, type FakeHandler } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { CategoryActionsMenu } from './CategoryActionsMenu';

const list =
  (body: unknown[]): FakeHandler =>
  async () => ({
    body,
    headers: { 'X-WP-Total': String(body.length), 'X-WP-TotalPages': '1' },
  });

const cards = { name: 'cards', label: 'Cards', description: '', count: 2, termId: 7 };

function renderMenu(remove: FakeHandler = () => ({ body: { deleted: true } })) {
  const rest = createFakeRest({
    'GET /wp/v2/wp_pattern_category': list([
      { id: 7, name: 'Cards', slug: 'cards', description: '' },
      { id: 8, name: 'Heroes', slug: 'heroes', description: '' },
    ]),
    'GET /wp/v2/block-patterns/categories': list([{ name: 'text', label: 'Text' }]),
    'GET /wp/v2/wp_pattern_category/7': () => ({
      body: { id: 7, name: 'Cards', slug: 'cards', description: '' },
    }),
    'POST /wp/v2/wp_pattern_category/7': ({ body }) => ({
      body: { id: 7, slug: 'cards', description: '', ...Object(body) },
    }),
    'DELETE /wp/v2/wp_pattern_category/7': remove,
  });
  let deleted = 0;
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client}>
      <CategoryActionsMenu
        category={cards}
        onDeleted={() => {
          deleted += 1;
        }}
      />
    </EditorTestProviders>,
  );
  const writes = () =>
    rest.seen
      .filter((request) => request.method !== 'GET')
      .map(
        (request) => `${request.method} ${request.path} ${JSON.stringify(request.body ?? null)}`,
      );
  const reads = () =>
    rest.seen.filter((request) => request.method === 'GET').map((r) => r.path.split('?')[0]);
  return { writes, reads, deletedTimes: () => deleted };
}

function choose(action: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
  fireEvent.click(screen.getByRole('menuitem', { name: action }));
}

describe('CategoryActionsMenu (spec 2 §2)', () => {
  afterEach(cleanup);

  it('refuses a name another category has, then renames the term', async () => {
    const { writes, reads } = renderMenu();
    await waitFor(() => expect(reads()).toContain('/wp/v2/block-patterns/categories'));
    await act(async () => undefined);
    choose('Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    const name = within(dialog).getByLabelText('Name');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    for (const taken of ['heroes', 'TEXT']) {
      fireEvent.change(name, { target: { value: taken } });
      fireEvent.click(save);
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'This category already exists. Please use a different name.',
      );
    }
    fireEvent.change(name, { target: { value: '' } });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(name, { target: { value: 'Card decks' } });
    fireEvent.click(save);
    expect(await screen.findByText('Pattern category renamed.')).toBeTruthy();
    expect(writes()).toEqual([
      'POST /wp/v2/wp_pattern_category/7?context=edit {"name":"Card decks"}',
    ]);
  });

  it('asks before deleting; the patterns stay and the list goes back', async () => {
    const { writes, deletedTimes } = renderMenu();
    choose('Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete the category "Cards"? The patterns will not be deleted.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('"Cards" deleted.')).toBeTruthy();
    expect(writes()).toEqual(['DELETE /wp/v2/wp_pattern_category/7?force=true null']);
    expect(deletedTimes()).toBe(1);
  });

  it('says why a delete failed and stays on the category', async () => {
    const { deletedTimes } = renderMenu(() => {
      throw new ApiError('unknown_error', 'x', 500);
    });
    choose('Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('An error occurred while deleting the pattern category.'),
    ).toBeTruthy();
    expect(deletedTimes()).toBe(0);
  });
});
