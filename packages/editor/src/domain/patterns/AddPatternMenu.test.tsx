import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../data/api-client';
import { createFakeRest, type FakeHandler, type SeenRequest } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { AddPatternMenu } from './AddPatternMenu';

const list =
  (body: unknown[]): FakeHandler =>
  async () => ({
    body,
    headers: { 'X-WP-Total': String(body.length), 'X-WP-TotalPages': '1' },
  });

function renderMenu(
  options: { isBlockTheme?: boolean; categoryId?: string; importAnswer?: FakeHandler } = {},
) {
  const rest = createFakeRest({
    'GET /wp/v2/wp_pattern_category': list([
      { id: 7, name: 'Cards', slug: 'cards', description: '' },
    ]),
    'GET /wp/v2/block-patterns/categories': list([]),
    'GET /wp/v2/template-parts': list([]),
    'GET /wp/v2/blocks': list([]),
    'POST /wp/v2/blocks': () => ({ body: { id: 31 } }),
    'POST /wp/v2/blocks/import':
      options.importAnswer ?? (() => ({ body: { id: 40, title: { raw: 'Imported hero' } } })),
  });
  const bootstrap = testBootstrap();
  bootstrap.editorSettings = {
    ...bootstrap.editorSettings,
    isBlockTheme: options.isBlockTheme ?? true,
  };
  render(
    <EditorTestProviders bootstrap={bootstrap} client={rest.client}>
      <AddPatternMenu categoryId={options.categoryId} />
    </EditorTestProviders>,
  );
  return rest;
}

function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Add New Pattern' }));
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

async function importFile(rest: { seen: SeenRequest[] }, file: File) {
  await waitFor(() =>
    expect(rest.seen.map((request) => request.path.split('?')[0])).toContain(
      '/wp/v2/wp_pattern_category',
    ),
  );
  await act(async () => undefined);
  const input = screen.getByLabelText('Pattern JSON file');
  fireEvent.change(input, { target: { files: [file] } });
}

const patternJson = () =>
  new File(['{"__file":"wp_block","title":"Imported hero","content":"x"}'], 'hero.json', {
    type: 'application/json',
  });

describe('AddPatternMenu (spec 2 §2, §4)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/wp-admin/site-editor.php?p=%2Fpatterns');
  });
  afterEach(cleanup);

  it('offers a pattern, a template part and an import', () => {
    renderMenu();
    expect(openMenu()).toEqual([
      'Add new pattern',
      'Add new template part',
      'Import pattern from JSON',
    ]);
  });

  it('leaves template parts out in template-parts mode', () => {
    renderMenu({ isBlockTheme: false });
    expect(openMenu()).toEqual(['Add new pattern', 'Import pattern from JSON']);
  });

  it('opens a new pattern in the edit canvas', async () => {
    renderMenu();
    openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Add new pattern' }));
    await screen.findByRole('dialog', { name: 'Add pattern' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Hero' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('p')).toBe('/wp_block/31'),
    );
    expect(new URLSearchParams(window.location.search).get('canvas')).toBe('edit');
  });

  it("imports a file into the list's own category and says so", async () => {
    const rest = renderMenu({ categoryId: 'cards' });
    await importFile(rest, patternJson());
    expect(await screen.findByText('Imported "Imported hero" from JSON.')).toBeTruthy();
    const sent = rest.seen.find((request) => request.path === '/wp/v2/blocks/import');
    const form = sent?.body;
    expect(form).toBeInstanceOf(FormData);
    if (!(form instanceof FormData)) return;
    expect(form.get('wp_pattern_category')).toBe('7');
    const file = form.get('file');
    expect(file instanceof File ? [file.name, await file.text()] : null).toEqual([
      'hero.json',
      '{"__file":"wp_block","title":"Imported hero","content":"x"}',
    ]);
  });

  it('sends no category for one that is not a term of the person', async () => {
    const rest = renderMenu({ categoryId: 'all-patterns' });
    await importFile(rest, patternJson());
    await screen.findByText('Imported "Imported hero" from JSON.');
    const sent = rest.seen.find((request) => request.path === '/wp/v2/blocks/import');
    expect(sent?.body instanceof FormData ? sent.body.has('wp_pattern_category') : true).toBe(
      false,
    );
  });

  it("shows the server's message when the file is refused", async () => {
    const rest = renderMenu({
      importAnswer: () => {
        throw new ApiError('rest_pattern_invalid_json', 'Invalid JSON file', 400);
      },
    });
    await importFile(rest, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Invalid JSON file')).toBeTruthy();
  });
});
