import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Bootstrap } from '../../../app/bootstrap';
import { ApiError } from '../../../data/api-client';
import { createFakeRest, type FakeHandler } from '../../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../../testing/EditorTestProviders';
import { AddTemplateButton } from './AddTemplateButton';

const FALLBACK = '<!-- wp:paragraph --><p>Index</p><!-- /wp:paragraph -->';
const HERO = '<!-- wp:heading --><h2>Hero</h2><!-- /wp:heading -->';

function setup(handlers: Record<string, FakeHandler>, preferences: Bootstrap['preferences'] = {}) {
  const fake = createFakeRest({
    'GET /wp/v2/block-patterns/patterns': () => ({
      body: [{ name: 'loom/hero', title: 'Hero', content: HERO, template_types: ['front-page'] }],
    }),
    'GET /wp/v2/templates/lookup': () => ({ body: { content: { raw: FALLBACK } } }),
    ...handlers,
  });
  render(
    <EditorTestProviders bootstrap={testBootstrap({ preferences })} client={fake.client}>
      <AddTemplateButton templates={[]} />
    </EditorTestProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Add template' }));
  return fake;
}

function posts(seen: { method: string; body: unknown }[]) {
  return seen.filter((request) => request.method === 'POST').map((request) => request.body);
}

describe('Add template', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/wp-admin/site-editor.php?p=%2Fwp_template');
  });
  afterEach(cleanup);

  it('creates a custom template once, from the fallback content, and opens it in the editor', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { seen } = setup({
      'POST /wp/v2/templates': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    fireEvent.click(screen.getByRole('button', { name: /^Custom template/ }));
    const dialog = screen.getByRole('dialog', { name: 'Create custom template' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Full Width' } });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    await act(async () => {
      fireEvent.click(create);
      fireEvent.click(create);
    });
    await act(async () => {
      fireEvent.click(create);
    });
    expect(posts(seen)).toEqual([
      {
        slug: 'wp-custom-template-full-width',
        title: 'Full Width',
        description: '',
        status: 'publish',
        content: FALLBACK,
      },
    ]);
    await act(async () => {
      answer({ body: { id: 'loom//wp-custom-template-full-width' } });
    });
    expect(await screen.findByText('"Full Width" successfully created.')).toBeTruthy();
    expect(window.location.search).toBe(
      '?p=%2Fwp_template%2Floom%2F%2Fwp-custom-template-full-width&canvas=edit',
    );
    expect(seen.some((request) => request.path.includes('is_custom=true'))).toBe(true);
  });

  it("offers 'Choose a pattern' for a template with start patterns", async () => {
    const { seen } = setup({
      'POST /wp/v2/templates': () => ({ body: { id: 'loom//front-page' } }),
    });
    fireEvent.click(screen.getByRole('button', { name: /^Front Page/ }));
    const chooser = await screen.findByRole('dialog', { name: 'Choose a pattern' });
    fireEvent.click(within(chooser).getByRole('button', { name: 'Hero' }));
    expect(await screen.findByText('"Front Page" successfully created.')).toBeTruthy();
    expect(posts(seen)).toMatchObject([{ slug: 'front-page', content: HERO }]);
  });

  it("keeps the fallback content when 'Choose a pattern' is skipped", async () => {
    const { seen } = setup({
      'POST /wp/v2/templates': () => ({ body: { id: 'loom//front-page' } }),
    });
    fireEvent.click(screen.getByRole('button', { name: /^Front Page/ }));
    const chooser = await screen.findByRole('dialog', { name: 'Choose a pattern' });
    fireEvent.click(within(chooser).getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('"Front Page" successfully created.')).toBeTruthy();
    expect(posts(seen)).toMatchObject([{ slug: 'front-page', content: FALLBACK }]);
  });

  it('creates the template empty once the welcome guide is off (the editor then offers patterns)', async () => {
    const { seen } = setup(
      { 'POST /wp/v2/templates': () => ({ body: { id: 'loom//front-page' } }) },
      { 'core/edit-site': { welcomeGuide: false } },
    );
    fireEvent.click(screen.getByRole('button', { name: /^Front Page/ }));
    expect(await screen.findByText('"Front Page" successfully created.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Choose a pattern' })).toBeNull();
    expect(posts(seen)).toMatchObject([{ slug: 'front-page', content: '' }]);
    expect(window.location.search).toBe('?p=%2Fwp_template%2Floom%2F%2Ffront-page&canvas=edit');
  });

  it('reports a failed creation with the server message', async () => {
    setup({
      'POST /wp/v2/templates': () => {
        throw new ApiError('rest_invalid_param', 'Invalid parameter(s): slug', 400);
      },
    });
    fireEvent.click(screen.getByRole('button', { name: /^Search Results/ }));
    expect(await screen.findByText('Invalid parameter(s): slug')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add template' })).toBeTruthy();
  });
});
