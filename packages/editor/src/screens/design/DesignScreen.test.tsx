import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClient, ApiError, type ApiRequest } from '../../data/api-client';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { DesignScreen } from './DesignScreen';

const NOTICE = 'Looking for template parts? Find them in "Patterns".';

/** A stand-in for requests (preference saves) that answers with an empty body. */
function resolvingRequest() {
  return vi.fn((_request: ApiRequest) =>
    Promise.resolve({ body: undefined as never, header: () => null }),
  );
}

function mockClient(request: ApiClient['request'] = resolvingRequest()): ApiClient {
  return {
    get: vi.fn(() => Promise.reject(new Error('no reads expected'))),
    post: vi.fn(() => Promise.reject(new Error('no posts expected'))),
    request,
    takePreloaded: () => ({ found: false, body: undefined, headers: {} }),
    upload: vi.fn(() => Promise.reject(new Error('no uploads expected'))),
    download: vi.fn(() => Promise.reject(new Error('no downloads expected'))),
    nonce: () => 'test-nonce',
    renewNonce: vi.fn(() => Promise.reject(new Error('no nonce renewal expected'))),
  };
}

function renderDesign(client: ApiClient, preferences = {}) {
  return render(
    <EditorTestProviders bootstrap={testBootstrap({ preferences })} client={client}>
      <DesignScreen />
    </EditorTestProviders>,
  );
}

describe('DesignScreen', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/wp-admin/site-editor.php?wp_theme_preview=loom-dark');
  });
  afterEach(cleanup);

  it('lists the five areas as links, with the theme preview kept', () => {
    renderDesign(mockClient());
    expect(screen.getByRole('heading', { name: 'Design' })).toBeTruthy();
    const list = screen.getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Navigation',
      'Styles',
      'Pages',
      'Templates',
      'Patterns',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/wp-admin/site-editor.php?p=%2Fnavigation&wp_theme_preview=loom-dark',
      '/wp-admin/site-editor.php?p=%2Fwp_global_styles&wp_theme_preview=loom-dark',
      '/wp-admin/site-editor.php?p=%2Fpage&wp_theme_preview=loom-dark',
      '/wp-admin/site-editor.php?p=%2Fwp_template&wp_theme_preview=loom-dark',
      '/wp-admin/site-editor.php?p=%2Fpatterns&wp_theme_preview=loom-dark',
    ]);
  });

  it('links to the dashboard', () => {
    renderDesign(mockClient());
    const dashboard = screen.getByRole('link', { name: 'Go to the Dashboard' });
    expect(dashboard.getAttribute('href')).toBe('/wp-admin/index.php');
  });

  it('moves in the app on a plain click, and leaves modified clicks to the browser', () => {
    renderDesign(mockClient());
    const templates = screen.getByRole('link', { name: 'Templates' });
    const ctrlClick = fireEvent.click(templates, { ctrlKey: true });
    expect(ctrlClick).toBe(true);
    // happy-dom follows the unprevented click; start the plain click from Design again.
    window.history.replaceState(null, '', '/wp-admin/site-editor.php?wp_theme_preview=loom-dark');
    const pushState = vi.spyOn(window.history, 'pushState');
    const plainClick = fireEvent.click(templates);
    expect(plainClick).toBe(false);
    expect(pushState).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('?p=%2Fwp_template&wp_theme_preview=loom-dark');
    pushState.mockRestore();
  });

  it('shows the template part notice and saves its dismissal for the user', async () => {
    const request = resolvingRequest();
    renderDesign(mockClient(request));
    expect(screen.getByText(NOTICE)).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    });

    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith({
      method: 'POST',
      path: '/wp/v2/users/me',
      body: {
        meta: {
          persisted_preferences: {
            'core/edit-site': { isTemplatePartMoveNoticeDismissed: true },
            _modified: expect.any(String),
          },
        },
      },
      keepalive: false,
    });
  });

  it('keeps the notice hidden once dismissed', () => {
    renderDesign(mockClient(), { 'core/edit-site': { isTemplatePartMoveNoticeDismissed: true } });
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  it('says so when the dismissal cannot be saved', async () => {
    const request = vi.fn((_request: ApiRequest) =>
      Promise.reject<never>(
        new ApiError('rest_forbidden', 'Sorry, you are not allowed to do that.', 403),
      ),
    );
    renderDesign(mockClient(request));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    });
    expect(
      await screen.findByText(
        'Your preferences could not be saved. Sorry, you are not allowed to do that.',
      ),
    ).toBeTruthy();
  });
});
