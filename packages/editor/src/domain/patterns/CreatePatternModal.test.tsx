import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../data/api-client';
import { createFakeRest, type FakeHandler } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { CreatePatternModal } from './CreatePatternModal';
import type { CreatedPattern } from './pattern-operations';

const list =
  (body: unknown[]): FakeHandler =>
  async () => ({
    body,
    headers: { 'X-WP-Total': String(body.length), 'X-WP-TotalPages': '1' },
  });

function renderModal(
  createPattern: FakeHandler = ({ body }) => ({
    body: { id: 31, ...(typeof body === 'object' ? body : {}) },
  }),
) {
  let nextTerm = 50;
  const rest = createFakeRest({
    'GET /wp/v2/wp_pattern_category': list([
      { id: 7, name: 'Cards', slug: 'cards', description: '' },
    ]),
    'GET /wp/v2/block-patterns/categories': list([{ name: 'text', label: 'Text' }]),
    'GET /wp/v2/blocks': list([]),
    'POST /wp/v2/wp_pattern_category': ({ body }) => {
      nextTerm += 1;
      return { body: { id: nextTerm, ...(typeof body === 'object' ? body : {}) } };
    },
    'POST /wp/v2/blocks': createPattern,
  });
  const created: CreatedPattern[] = [];
  let closed = 0;
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client}>
      <CreatePatternModal
        content="<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->"
        onCreated={(pattern) => created.push(pattern)}
        onClose={() => {
          closed += 1;
        }}
      />
    </EditorTestProviders>,
  );
  const posts = () =>
    rest.seen
      .filter((request) => request.method === 'POST')
      .map((request) => [request.path, request.body]);
  return { posts, created, closedTimes: () => closed };
}

describe('CreatePatternModal (spec 2 §4)', () => {
  afterEach(cleanup);

  it('keeps Create off while the name is blank', async () => {
    const { posts } = renderModal();
    expect(screen.getByRole('heading', { name: 'Add pattern' })).toBeTruthy();
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create.getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.click(create);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Hero' } });
    expect(create.getAttribute('aria-disabled')).toBe('false');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(posts()).toEqual([]);
  });

  it('creates a synced pattern in an existing, a registered and a new category', async () => {
    const { posts, created, closedTimes } = renderModal();
    await waitFor(() => expect(document.querySelector('option[value="Cards"]')).not.toBeNull());
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Hero ' } });
    const categories = screen.getByLabelText('Categories');
    fireEvent.change(categories, { target: { value: 'cards' } });
    fireEvent.keyDown(categories, { key: 'Enter' });
    fireEvent.change(categories, { target: { value: 'Text,' } });
    fireEvent.change(categories, { target: { value: 'Heroes' } });
    expect(screen.getByRole('button', { name: 'Remove cards' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Text' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(closedTimes()).toBe(1));
    expect(posts()).toEqual([
      ['/wp/v2/wp_pattern_category', { name: 'Text', slug: 'text' }],
      ['/wp/v2/wp_pattern_category', { name: 'Heroes' }],
      [
        '/wp/v2/blocks',
        {
          title: 'Hero',
          content: '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
          status: 'publish',
          wp_pattern_category: [7, 51, 52],
          meta: { wp_pattern_sync_status: '' },
        },
      ],
    ]);
    expect(created).toEqual([{ id: 31, title: 'Hero', syncStatus: 'full' }]);
    expect(await screen.findByText('"Hero" synced pattern created.')).toBeTruthy();
  });

  it('creates a pattern that is not synced when the toggle is off', async () => {
    const { posts, created } = renderModal();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Footer note' } });
    const toggle = screen.getByRole('switch', { name: 'Synced' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(created.length).toBe(1));
    expect(posts()).toEqual([
      [
        '/wp/v2/blocks',
        expect.objectContaining({
          wp_pattern_category: [],
          meta: { wp_pattern_sync_status: 'unsynced' },
        }),
      ],
    ]);
    expect(await screen.findByText('"Footer note" pattern created.')).toBeTruthy();
  });

  it("shows the server's message, or the spec's text, and stays open", async () => {
    const { closedTimes } = renderModal(() => {
      throw new ApiError('unknown_error', 'Broken', 500);
    });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Hero' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('An error occurred while creating the pattern.')).toBeTruthy();
    expect(closedTimes()).toBe(0);
  });
});
