import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeRest, type FakeHandler } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { templateFixture } from '../templates/testing/template-fixture';
import { PatternActionsMenu } from './PatternActionsMenu';
import { type PatternItem, templatePartPatternItem } from './pattern-item';
import { patternFixture } from './testing/pattern-fixture';

const list =
  (body: unknown[]): FakeHandler =>
  async () => ({
    body,
    headers: { 'X-WP-Total': String(body.length), 'X-WP-TotalPages': '1' },
  });

const hero = patternFixture({ id: '12', title: 'Hero', name: 'hero' });

function renderMenu(item: PatternItem) {
  const rest = createFakeRest({
    'GET /wp/v2/blocks/12': () => ({
      body: { id: 12, title: { raw: 'Hero' }, content: { raw: '' } },
      headers: { ETag: '"12-1"' },
    }),
    'POST /wp/v2/blocks/12': ({ body }) => ({
      body: { id: 12, title: { raw: Reflect.get(Object(body), 'title') } },
    }),
    'DELETE /wp/v2/blocks/12': () => ({ body: { deleted: true } }),
    'POST /wp/v2/blocks': () => ({ body: { id: 13 } }),
    'GET /wp/v2/blocks': list([]),
    'GET /wp/v2/wp_pattern_category': list([
      { id: 7, name: 'Cards', slug: 'cards', description: '' },
    ]),
    'GET /wp/v2/block-patterns/categories': list([]),
    'GET /wp/v2/template-parts': list([
      { id: 'loom//header', title: { raw: 'Header' }, slug: 'header', area: 'header' },
    ]),
    'POST /wp/v2/template-parts': ({ body }) => ({
      body: { id: `loom//${Reflect.get(Object(body), 'slug')}`, ...Object(body) },
    }),
  });
  const removed: string[] = [];
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client}>
      <PatternActionsMenu
        item={item}
        afterRemoval={(items) => removed.push(...items.map((gone) => gone.id))}
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
  return { writes, reads, removed };
}

function choose(itemName: string, action: string) {
  fireEvent.click(screen.getByRole('button', { name: `Actions: ${itemName}` }));
  fireEvent.click(screen.getByRole('menuitem', { name: action }));
}

describe('PatternActionsMenu', () => {
  afterEach(cleanup);

  it("offers a user pattern's actions, Edit left to its own button", () => {
    renderMenu(hero);
    fireEvent.click(screen.getByRole('button', { name: 'Actions: Hero' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Export as JSON',
      'Rename',
      'Duplicate',
      'Delete',
    ]);
  });

  it('renames through the store; Save does nothing while the name is blank', async () => {
    const { writes } = renderMenu(hero);
    choose('Hero', 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    const name = within(dialog).getByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Hero');
    fireEvent.change(name, { target: { value: '  ' } });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(save);
    fireEvent.change(name, { target: { value: ' Big hero ' } });
    fireEvent.click(save);
    expect(await screen.findByText('Pattern renamed.')).toBeTruthy();
    expect(writes()).toEqual(['POST /wp/v2/blocks/12?context=edit {"title":"Big hero"}']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before deleting, then deletes for good and says so', async () => {
    const { writes, removed } = renderMenu(hero);
    choose('Hero', 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(dialog.textContent).toContain('Are you sure you want to delete "Hero"?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([]);

    choose('Hero', 'Delete');
    const again = await screen.findByRole('dialog', { name: 'Delete' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('"Hero" deleted.')).toBeTruthy();
    expect(writes()).toEqual(['DELETE /wp/v2/blocks/12?force=true null']);
    expect(removed).toEqual(['12']);
  });

  it('duplicates a pattern as a copy with its categories, sync status and blocks', async () => {
    const unsynced = { ...hero, syncStatus: 'unsynced' as const, categories: ['cards'] };
    const { writes } = renderMenu(unsynced);
    choose('Hero', 'Duplicate');
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate pattern' });
    await within(dialog).findByRole('button', { name: 'Remove Cards' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Hero (Copy)');
    expect(
      (within(dialog).getByRole('switch', { name: 'Synced' }) as HTMLInputElement).checked,
    ).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('"Hero (Copy)" duplicated.')).toBeTruthy();
    expect(writes()).toEqual([
      `POST /wp/v2/blocks ${JSON.stringify({
        title: 'Hero (Copy)',
        content: hero.content,
        status: 'publish',
        wp_pattern_category: [7],
        meta: { wp_pattern_sync_status: 'unsynced' },
      })}`,
    ]);
  });

  it('duplicates a template part under a free name, in its area, with its content', async () => {
    const header = templatePartPatternItem(
      templateFixture({
        id: 'loom//header',
        slug: 'header',
        type: 'wp_template_part',
        title: 'Header',
        area: 'header',
        content: '<!-- wp:site-title /-->',
      }),
    );
    const { writes, reads } = renderMenu(header);
    choose('Header', 'Duplicate');
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate template part' });
    await waitFor(() => expect(reads()).toContain('/wp/v2/template-parts'));
    await act(async () => undefined);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('"Header 2" duplicated.')).toBeTruthy();
    expect(writes()).toEqual([
      `POST /wp/v2/template-parts ${JSON.stringify({
        slug: 'header-2',
        title: 'Header 2',
        content: '<!-- wp:site-title /-->',
        area: 'header',
      })}`,
    ]);
  });
});
