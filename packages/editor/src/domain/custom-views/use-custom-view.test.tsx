import type { View } from '@atelier/dataviews';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeRest, type FakeHandler } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { CUSTOM_VIEW_SEARCH_SAVE_DELAY_MS, useCustomView } from './use-custom-view';

const DEFAULT_VIEW: View = Object.freeze({ type: 'table', page: 1, perPage: 20 });
const STORED: View = { type: 'grid', search: '', page: 1, perPage: 20 };

function record(content: string) {
  return { id: 12, title: { raw: 'My drafts', rendered: 'My drafts' }, content: { raw: content } };
}

function renderCustomView(handlers: Record<string, FakeHandler>, id: number | null = 12) {
  const rest = createFakeRest(handlers);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client}>
      {children}
    </EditorTestProviders>
  );
  const hook = renderHook(() => useCustomView(id, DEFAULT_VIEW), { wrapper });
  return { rest, hook };
}

function saves(rest: ReturnType<typeof createFakeRest>) {
  return rest.seen.filter((request) => request.method === 'POST').map((request) => request.body);
}

describe('useCustomView', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is loading, then ready with the stored view and title', async () => {
    const { hook } = renderCustomView({
      'GET /wp/v2/wp_dataviews/12': () => ({ body: record(JSON.stringify(STORED)) }),
    });
    expect(hook.result.current.status).toBe('loading');
    expect(hook.result.current.view).toEqual(DEFAULT_VIEW);
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    expect(hook.result.current.view).toEqual(STORED);
    expect(hook.result.current.title).toBe('My drafts');
  });

  it('is broken, showing the default view, when the stored JSON is broken', async () => {
    const { hook } = renderCustomView({
      'GET /wp/v2/wp_dataviews/12': () => ({ body: record('{"type": "grid", ') }),
    });
    await waitFor(() => expect(hook.result.current.status).toBe('broken'));
    expect(hook.result.current.view).toEqual(DEFAULT_VIEW);
  });

  it('is missing when the view is gone', async () => {
    const { hook } = renderCustomView({
      'GET /wp/v2/wp_dataviews/12': () => {
        throw new Error('Invalid post ID.');
      },
    });
    await waitFor(() => expect(hook.result.current.status).toBe('missing'));
    expect(hook.result.current.view).toEqual(DEFAULT_VIEW);
  });

  it('saves a changed view as its JSON content at once', async () => {
    const { rest, hook } = renderCustomView({
      'GET /wp/v2/wp_dataviews/12': () => ({ body: record(JSON.stringify(STORED)) }),
      'POST /wp/v2/wp_dataviews/12': ({ body }) => ({
        body: record(String((body as { content: string }).content)),
      }),
    });
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    const table: View = { ...STORED, type: 'table' };
    act(() => hook.result.current.save(table));
    expect(hook.result.current.view).toEqual(table);
    await waitFor(() => expect(saves(rest)).toEqual([{ content: JSON.stringify(table) }]));
  });

  it('saves search typing once it pauses', async () => {
    const { rest, hook } = renderCustomView({
      'GET /wp/v2/wp_dataviews/12': () => ({ body: record(JSON.stringify(STORED)) }),
      'POST /wp/v2/wp_dataviews/12': ({ body }) => ({
        body: record(String((body as { content: string }).content)),
      }),
    });
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    vi.useFakeTimers();
    act(() => hook.result.current.save({ ...STORED, search: 'ab' }));
    act(() => hook.result.current.save({ ...STORED, search: 'abo' }));
    expect(saves(rest)).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CUSTOM_VIEW_SEARCH_SAVE_DELAY_MS);
    });
    vi.useRealTimers();
    await waitFor(() =>
      expect(saves(rest)).toEqual([{ content: JSON.stringify({ ...STORED, search: 'abo' }) }]),
    );
  });

  it('keeps no change made before the view is read', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { rest, hook } = renderCustomView({
      'GET /wp/v2/wp_dataviews/12': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    act(() => hook.result.current.save({ ...STORED, type: 'list' }));
    expect(hook.result.current.status).toBe('loading');
    expect(hook.result.current.view).toEqual(DEFAULT_VIEW);
    await act(async () => answer({ body: record(JSON.stringify(STORED)) }));
    await waitFor(() => expect(hook.result.current.status).toBe('ready'));
    expect(hook.result.current.view).toEqual(STORED);
    expect(saves(rest)).toEqual([]);
  });
});
