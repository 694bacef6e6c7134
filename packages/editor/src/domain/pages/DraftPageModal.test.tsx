import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../data/api-client';
import { createFakeRest, type FakeHandler } from '../../data/fake-rest';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { DraftPageModal } from './DraftPageModal';

function renderModal(create: FakeHandler) {
  const rest = createFakeRest({ 'POST /wp/v2/pages': create });
  let closed = 0;
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client}>
      <DraftPageModal
        onClose={() => {
          closed += 1;
        }}
      />
    </EditorTestProviders>,
  );
  return { seen: rest.seen, closedTimes: () => closed };
}

const created = (id: number, title: string) => ({
  body: { id, type: 'page', status: 'draft', title: { raw: title, rendered: title } },
});

describe('DraftPageModal', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/wp-admin/site-editor.php?p=%2Fpage');
  });
  afterEach(cleanup);

  it("creates an untitled draft as 'No title' and opens it in the editor", async () => {
    const { seen, closedTimes } = renderModal(() => created(41, 'No title'));
    expect(screen.getByRole('heading', { name: 'Draft a new page' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(closedTimes()).toBe(1));
    expect(seen.filter((request) => request.method === 'POST').map((r) => r.body)).toEqual([
      { status: 'draft', title: 'No title', slug: 'no-title' },
    ]);
    const params = new URLSearchParams(window.location.search);
    expect(params.get('p')).toBe('/page/41');
    expect(params.get('canvas')).toBe('edit');
  });

  it('sends the typed title once, however often the form is submitted', async () => {
    let answer: (value: ReturnType<typeof created>) => void = () => undefined;
    const { seen } = renderModal(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    fireEvent.change(screen.getByLabelText('Page title'), { target: { value: 'Opening hours' } });
    const create = screen.getByRole('button', { name: 'Create draft' });
    fireEvent.click(create);
    fireEvent.click(create);
    fireEvent.submit(create.closest('form') as HTMLFormElement);
    await waitFor(() => expect(seen.length).toBe(1));
    answer(created(42, 'Opening hours'));
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('p')).toBe('/page/42'),
    );
    expect(seen.map((request) => request.body)).toEqual([
      { status: 'draft', title: 'Opening hours', slug: 'opening-hours' },
    ]);
  });

  it("says 'An error occurred while creating the page.' when the server gives no reason", async () => {
    const { closedTimes } = renderModal(() => {
      throw new ApiError('unknown_error', 'Something broke', 500);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('An error occurred while creating the page.')).toBeTruthy();
    expect(closedTimes()).toBe(0);
    expect(screen.getByRole('button', { name: 'Create draft' }).getAttribute('aria-disabled')).toBe(
      'false',
    );
  });

  it("shows the server's own message when it sends one", async () => {
    renderModal(() => {
      throw new ApiError('rest_cannot_create', 'Sorry, you are not allowed to create pages.', 403);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText('Sorry, you are not allowed to create pages.')).toBeTruthy();
  });
});
