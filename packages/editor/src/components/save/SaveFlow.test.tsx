import { SAVE_TIMEOUT_ERROR } from '@atelier/collab/client';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../data/api-client';
import { createEntityStore } from '../../data/entities/entity-store';
import type { SharedPublishResult, SharedRecord } from '../../data/entities/shared-records';
import { type RecordRef, recordKey } from '../../data/entities/store-state';
import { createFakeRest, type FakeHandler } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { SaveButton } from './SaveButton';
import { SaveFlowProvider } from './SaveFlowProvider';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '7' };
const TEMPLATE_PATH = '/wp/v2/templates/loom//home';
const PAGE_PATH = '/wp/v2/pages/7';
const home = { id: 'loom//home', slug: 'home', title: { raw: 'Home', rendered: 'Home' } };
const about = { id: 7, status: 'draft', title: { raw: 'About', rendered: 'About' } };

function echo(record: object, etag: string): FakeHandler {
  return ({ body }) => ({ body: { ...record, ...(body as object) }, headers: { ETag: etag } });
}

async function setUp(
  handlers: Record<string, FakeHandler> = {},
  themePreview: string | null = null,
) {
  const rest = createFakeRest({
    [`GET ${TEMPLATE_PATH}`]: () => ({ body: home, headers: { ETag: '"t-1"' } }),
    [`GET ${PAGE_PATH}`]: () => ({ body: about, headers: { ETag: '"p-1"' } }),
    [`POST ${TEMPLATE_PATH}`]: echo(home, '"t-2"'),
    [`POST ${PAGE_PATH}`]: echo(about, '"p-2"'),
    ...handlers,
  });
  const store = createEntityStore({ client: rest.client });
  await store.resolveRecord(TEMPLATE);
  await store.resolveRecord(PAGE);
  render(
    <EditorTestProviders
      bootstrap={testBootstrap({
        editorSettings: { ...testBootstrap().editorSettings, themePreview },
      })}
      client={rest.client}
      store={store}
    >
      <SaveFlowProvider>
        <SaveButton />
      </SaveFlowProvider>
    </EditorTestProviders>,
  );
  const posts = () => rest.seen.filter((request) => request.method === 'POST');
  return { store, posts };
}

const button = () => screen.getByRole('button', { name: /^(Save|Saved|Saving|Review.*)$/ });

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

describe('the save flow', () => {
  beforeEach(() => {
    window.history.replaceState(
      null,
      '',
      '/wp-admin/site-editor.php?p=%2Fwp_template%2Floom%2F%2Fhome&canvas=edit',
    );
  });
  afterEach(cleanup);

  it('saves the one dirty current record directly, with If-Match', async () => {
    const { store, posts } = await setUp();
    expect(button().textContent).toBe('Saved');
    act(() => store.edit(TEMPLATE, { title: 'Landing' }));
    expect(button().textContent).toBe('Save');
    await click(button());
    expect(posts()).toEqual([
      expect.objectContaining({ body: { title: 'Landing' }, headers: { 'If-Match': '"t-1"' } }),
    ]);
    expect(button().textContent).toBe('Saved');
    expect(screen.getByText('Site updated.')).toBeTruthy();
  });

  it('asks before leaving the page while changes are unsaved, not once saved', async () => {
    const { store } = await setUp();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    act(() => store.edit(TEMPLATE, { title: 'Landing' }));
    expect(leave()).toBe(true);
    await click(button());
    expect(button().textContent).toBe('Saved');
    expect(leave()).toBe(false);
  });

  it('publishes a page saved directly', async () => {
    window.history.replaceState(null, '', '/wp-admin/site-editor.php?p=%2Fpage%2F7&canvas=edit');
    const { store, posts } = await setUp();
    act(() => store.edit(PAGE, { title: 'About us' }));
    await click(button());
    expect(posts()[0]?.body).toEqual({ title: 'About us', status: 'publish' });
  });

  it('keeps a status chosen in the page summary when the page is saved directly', async () => {
    window.history.replaceState(null, '', '/wp-admin/site-editor.php?p=%2Fpage%2F7&canvas=edit');
    const { store, posts } = await setUp();
    act(() => store.edit(PAGE, { title: 'About us', status: 'private' }));
    await click(button());
    expect(posts()[0]?.body).toEqual({ title: 'About us', status: 'private' });
  });

  it('reviews several changes in the panel and saves the checked ones', async () => {
    const { store, posts } = await setUp();
    act(() => {
      store.edit(TEMPLATE, { title: 'Landing' });
      store.edit(PAGE, { title: 'About us' });
    });
    expect(button().textContent).toBe('Review 2 changes…');
    await click(button());
    const panel = screen.getByRole('dialog', { name: 'Save changes' });
    // The page behind is dimmed, as behind the editor's other modals.
    expect(document.querySelector('.atelier-save-panel__backdrop')).not.toBeNull();
    const items = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['LandingTemplate', 'About usPage']);
    const saveInPanel = within(panel).getByRole('button', { name: 'Save' });
    saveInPanel.focus();
    fireEvent.keyDown(saveInPanel, { key: 'Tab' });
    expect(document.activeElement).toBe(within(panel).getByRole('checkbox', { name: /Landing/ }));
    fireEvent.keyDown(document.activeElement ?? panel, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(saveInPanel);
    await click(within(panel).getByRole('checkbox', { name: /About us/ }));
    await click(within(panel).getByRole('button', { name: 'Save' }));
    expect(posts().map((request) => request.path)).toEqual([`${TEMPLATE_PATH}?context=edit`]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button().textContent).toBe('Review 1 change…');
  });

  it('offers Reload and Overwrite on a conflict, keeping the edit until the user chooses', async () => {
    let refuse = true;
    const { store, posts } = await setUp({
      [`POST ${TEMPLATE_PATH}`]: (request) => {
        if (refuse && request.headers['If-Match'] !== undefined) {
          throw new ApiError('rest_conflict', 'Changed by someone else.', 412);
        }
        return { body: { ...home, ...(request.body as object) }, headers: { ETag: '"t-3"' } };
      },
    });
    act(() => store.edit(TEMPLATE, { title: 'Mine' }));
    await click(button());
    expect(screen.getByText('Changed by someone else.')).toBeTruthy();
    expect(button().textContent).toBe('Save');
    refuse = false;
    await click(screen.getByRole('button', { name: 'Overwrite' }));
    expect(posts().at(-1)?.headers).toEqual({});
    expect(button().textContent).toBe('Saved');
    expect(screen.queryByText('Changed by someone else.')).toBeNull();
  });

  it('shows the server message of another failure, or the fallback for unknown_error', async () => {
    const { store } = await setUp({
      [`POST ${TEMPLATE_PATH}`]: () => {
        throw new ApiError('unknown_error', 'The server answered 500.', 500);
      },
    });
    act(() => store.edit(TEMPLATE, { title: 'Landing' }));
    await click(button());
    expect(screen.getByText('An error occurred while saving "Landing".')).toBeTruthy();
  });

  it('a shared record’s save that fails, or throws, ends: it says why and keeps the edit', async () => {
    const { store, posts } = await setUp();
    let publish: () => Promise<SharedPublishResult> = async () => ({
      ok: false,
      error: SAVE_TIMEOUT_ERROR,
    });
    const shared: SharedRecord = {
      holds: (prop) => prop === 'title',
      write: () => undefined,
      undo: () => undefined,
      redo: () => undefined,
      moveEarlier: () => undefined,
      canPublish: () => true,
      publish: () => publish(),
    };
    store.share(TEMPLATE, shared);
    act(() => store.edit(TEMPLATE, { title: 'Landing' }));
    await click(button());
    expect(screen.getByText(SAVE_TIMEOUT_ERROR.message)).toBeTruthy();
    expect(SAVE_TIMEOUT_ERROR.message.startsWith('Saving failed.')).toBe(true);
    expect(button().textContent).toBe('Save');
    expect(store.getState().edits[recordKey(TEMPLATE)]).toEqual({ title: 'Landing' });

    publish = () => {
      throw new Error('The document could not take the edit.');
    };
    await click(button());
    expect(button().textContent).toBe('Save');
    expect(screen.getByText('An error occurred while saving "Landing".')).toBeTruthy();
    expect(posts()).toEqual([]);
  });
});

describe('saving during a theme preview', () => {
  beforeEach(() => {
    window.history.replaceState(
      null,
      '',
      '/wp-admin/site-editor.php?p=%2Fwp_template%2Floom%2F%2Fhome&canvas=edit&wp_theme_preview=quarry',
    );
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const activateButton = () => screen.getByRole('button', { name: /^Activate/ });

  it('saves, activates the theme, then drops the preview parameter', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response('<p>Dashboard</p>')));
    const { store, posts } = await setUp({}, 'quarry');
    expect(activateButton().textContent).toBe('Activate');
    act(() => store.edit(TEMPLATE, { title: 'Landing' }));
    expect(activateButton().textContent).toBe('Activate & Save');
    await click(activateButton());
    expect(posts()).toHaveLength(1);
    expect(fetch).toHaveBeenCalledWith(
      '/wp-admin/themes.php?action=activate&stylesheet=quarry&_wpnonce=nonce',
      expect.objectContaining({ method: 'GET' }),
    );
    expect(window.location.search).not.toContain('wp_theme_preview');
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
  });

  it('keeps the preview and says why when activation is refused', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(new Response('<p>The link you followed has expired.</p>', { status: 403 })),
    );
    await setUp({}, 'quarry');
    await click(activateButton());
    expect(screen.getByText('The link you followed has expired.')).toBeTruthy();
    expect(window.location.search).toContain('wp_theme_preview=quarry');
  });
});
