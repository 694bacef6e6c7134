import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../data/api-client';
import { createFakeRest, type FakeHandler } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { PatternDetailsSidebar, TemplatePartDetailsSidebar } from './RecordDetailsSidebars';

const HERO = {
  id: 12,
  type: 'wp_block',
  status: 'publish',
  slug: 'big-hero',
  title: { raw: 'Big hero' },
  excerpt: { raw: 'A wide opening image with a heading.' },
  content: { raw: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->' },
  wp_pattern_sync_status: '',
  wp_pattern_category: [5],
};

const FOOTER = {
  id: 'loom//footer',
  type: 'wp_template_part',
  slug: 'footer',
  source: 'theme',
  title: { raw: 'Footer' },
  description: 'The bottom of every page.',
  content: { raw: '' },
  area: 'footer',
};

function renderAt(
  path: string,
  sidebar: 'pattern' | 'part',
  handlers: Record<string, FakeHandler>,
) {
  window.history.replaceState(null, '', `/wp-admin/site-editor.php?p=${encodeURIComponent(path)}`);
  const rest = createFakeRest({
    'GET /wp/v2/wp_pattern_category': () => ({
      body: [{ id: 5, name: 'Heroes', slug: 'heroes', description: '' }],
    }),
    ...handlers,
  });
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client}>
      {sidebar === 'pattern' ? <PatternDetailsSidebar /> : <TemplatePartDetailsSidebar />}
    </EditorTestProviders>,
  );
  return rest.seen;
}

const params = () => new URLSearchParams(window.location.search);

describe('PatternDetailsSidebar', () => {
  beforeEach(cleanup);
  afterEach(cleanup);

  it('shows the title, description, sync status and Edit, and goes back to its category', async () => {
    const seen = renderAt('/wp_block/12', 'pattern', {
      'GET /wp/v2/blocks/12': () => ({ body: HERO }),
    });
    expect(await screen.findByRole('heading', { name: 'Big hero' })).toBeTruthy();
    expect(screen.getByText('A wide opening image with a heading.')).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Synced')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(params().get('canvas')).toBe('edit');
    await waitFor(() =>
      expect(seen.some((request) => request.path.startsWith('/wp/v2/wp_pattern_category'))).toBe(
        true,
      ),
    );
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(params().get('p')).toBe('/patterns');
    expect(params().get('categoryId')).toBe('heroes');
  });

  it('says Not synced for an unsynced pattern', async () => {
    renderAt('/wp_block/12', 'pattern', {
      'GET /wp/v2/blocks/12': () => ({ body: { ...HERO, wp_pattern_sync_status: 'unsynced' } }),
    });
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('Not synced')).toBeTruthy();
  });

  it("deletes the pattern from its 'Actions' menu and goes back to /patterns", async () => {
    const seen = renderAt('/wp_block/12', 'pattern', {
      'GET /wp/v2/blocks/12': () => ({ body: HERO }),
      'DELETE /wp/v2/blocks/12': () => ({ body: { deleted: true, previous: HERO } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions: Big hero' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete "Big hero"?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(params().get('p')).toBe('/patterns'));
    expect(seen.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('goes to /patterns when the pattern does not exist', async () => {
    renderAt('/wp_block/99', 'pattern', {
      'GET /wp/v2/blocks/99': () => {
        throw new ApiError('rest_post_invalid_id', 'Invalid post ID.', 404);
      },
    });
    await waitFor(() => expect(params().get('p')).toBe('/patterns'));
  });
});

describe('TemplatePartDetailsSidebar', () => {
  beforeEach(cleanup);
  afterEach(cleanup);

  it("shows the part's description and area, and goes back to the area", async () => {
    renderAt('/wp_template_part/loom//footer', 'part', {
      'GET /wp/v2/template-parts/loom//footer': () => ({ body: FOOTER }),
    });
    expect(await screen.findByRole('heading', { name: 'Footer' })).toBeTruthy();
    expect(screen.getByText('The bottom of every page.')).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Area')).toBeTruthy();
    expect(within(details).getByText('Footer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(params().get('p')).toBe('/patterns');
    expect(params().get('categoryType')).toBe('wp_template_part');
    expect(params().get('categoryId')).toBe('footer');
  });
});
