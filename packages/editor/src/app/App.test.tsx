import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testBootstrap } from '../testing/EditorTestProviders';
import { App } from './App';

const EDITOR = '/wp-admin/site-editor.php';
/** Screens are lazy chunks: the first import of one is transformed on the fly, slow on a busy machine. */
const SCREEN_LOAD = { timeout: 10_000 };

// happy-dom loads no frames (and logs an error for each), so the preview is a plain box here.
vi.mock('../components/SitePreview', () => ({
  SitePreview: () => <div title="Site preview" />,
}));

function stubViewport(wide: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list = new EventTarget();
    return Object.assign(list, {
      matches: wide,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
    });
  });
}

/** A user past 'Welcome to the site editor' (a new user's first screen is that guide). */
const GUIDE_SEEN = { 'core/edit-site': { welcomeGuide: false } };

function renderApp() {
  return render(<App bootstrap={testBootstrap({ preferences: GUIDE_SEEN })} />);
}

describe('App', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', EDITOR);
    stubViewport(true);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('opens on Design with the sidebar beside the preview', () => {
    renderApp();
    expect(screen.getByRole('region', { name: 'Navigation' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Editor content' })).toBeTruthy();
    expect(screen.getByTitle('Site preview')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Design' })).toBeTruthy();
    expect(screen.getByText('Atelier Demo')).toBeTruthy();
    expect(document.title).toBe('Design ‹ Atelier Demo ‹ Editor — Atelier');
  });

  it('shows one list area on narrow screens', () => {
    stubViewport(false);
    renderApp();
    expect(screen.getByRole('region', { name: 'Navigation' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Editor content' })).toBeNull();
  });

  it('opens the screen the URL names, keeping the theme preview', async () => {
    window.history.replaceState(null, '', `${EDITOR}?p=%2Fpatterns&wp_theme_preview=loom-dark`);
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Patterns' }, SCREEN_LOAD)).toBeTruthy();
    expect(document.title).toBe('Patterns ‹ Atelier Demo ‹ Editor — Atelier');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(window.location.search).toBe('?wp_theme_preview=loom-dark');
  });

  it('moves between Design and Templates, with back and forward', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Templates' }));

    const heading = await screen.findByRole('heading', { name: 'Templates' }, SCREEN_LOAD);
    expect(window.location.search).toBe('?p=%2Fwp_template');
    expect(screen.getByRole('link', { name: 'Manage all templates' })).toBeTruthy();
    expect(document.title).toBe('Templates ‹ Atelier Demo ‹ Editor — Atelier');
    // Focus moves in the screen's effect, which may run a little after the heading is drawn.
    await waitFor(() => expect(document.activeElement).toBe(heading), SCREEN_LOAD);
    expect(screen.getByText('Templates ‹ Atelier Demo ‹ Editor — Atelier')).toBeTruthy();

    await act(async () => {
      window.history.back();
      await waitFor(() => expect(window.location.search).toBe(''), SCREEN_LOAD);
    });
    expect(await screen.findByRole('heading', { name: 'Design' }, SCREEN_LOAD)).toBeTruthy();
    await waitFor(
      () => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Templates' })),
      SCREEN_LOAD,
    );

    await act(async () => {
      window.history.forward();
      await waitFor(() => expect(window.location.search).toBe('?p=%2Fwp_template'), SCREEN_LOAD);
    });
    expect(await screen.findByRole('heading', { name: 'Templates' }, SCREEN_LOAD)).toBeTruthy();
  });

  it('keeps the same preview across routes instead of loading it again', async () => {
    renderApp();
    const preview = screen.getByTitle('Site preview');
    fireEvent.click(screen.getByRole('link', { name: 'Pages' }));
    expect(await screen.findByRole('heading', { name: 'Pages' }, SCREEN_LOAD)).toBeTruthy();
    expect(screen.getByTitle('Site preview')).toBe(preview);
  });

  it('says so for a path no screen owns', () => {
    window.history.replaceState(null, '', `${EDITOR}?p=%2Fnowhere`);
    renderApp();
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeTruthy();
  });
});
