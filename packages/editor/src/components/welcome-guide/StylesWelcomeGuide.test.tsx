import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { firstScreen } from '../../app/first-screen';
import { createFakeRest } from '../../data/fake-rest';
import { usePreference } from '../../data/preferences/PreferencesProvider';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { preloadGuideDialogs } from './LazyGuideDialogs';
import { StylesWelcomeGuide } from './StylesWelcomeGuide';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function PreferenceProbe() {
  const value = usePreference('core/edit-site', 'welcomeGuideStyles');
  return <output aria-label="welcomeGuideStyles">{String(value)}</output>;
}

const STYLES_URL = '/wp-admin/site-editor.php?p=%2Fwp_global_styles';

/** A user who has dismissed 'Welcome to the site editor', which comes first. */
const EDITOR_GUIDE_SEEN = { 'core/edit-site': { welcomeGuide: false } };

function renderAt(
  url: string,
  preferences: Record<string, Record<string, unknown>> = EDITOR_GUIDE_SEEN,
) {
  window.history.replaceState(null, '', url);
  const rest = createFakeRest({ 'POST /wp/v2/users/me': () => ({ body: {} }) });
  render(
    <EditorTestProviders bootstrap={testBootstrap({ preferences })} client={rest.client}>
      <StylesWelcomeGuide />
      <PreferenceProbe />
    </EditorTestProviders>,
  );
  return rest;
}

// The dialogs' chunk is here and the first screen has drawn (the guides wait for it) before the
// tests draw, as once the editor's page has loaded.
beforeAll(
  () =>
    Promise.all([
      preloadGuideDialogs(),
      new Promise<void>((resolve) => firstScreen.afterDrawn(resolve)),
    ]),
  30_000,
);

describe('StylesWelcomeGuide', () => {
  it('pages through its four pages with drawings; closing it stores the preference', async () => {
    const rest = renderAt(STYLES_URL);
    const dialog = () => screen.getByRole('dialog');
    const heading = () => within(dialog()).getByRole('heading').textContent;
    expect(heading()).toBe('Welcome to Styles');
    expect(within(dialog()).getByTestId('styles-guide-image-1')).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Page 1 of 4' })).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Next' }));
    expect(heading()).toBe('Set the design');
    expect(within(dialog()).getByTestId('styles-guide-image-2')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Next' }));
    expect(heading()).toBe('Personalize blocks');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Previous' }));
    expect(heading()).toBe('Set the design');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Next' }));
    expect(heading()).toBe('Learn more');
    expect(dialog().textContent).toContain('Learn about styles');
    expect(within(dialog()).queryByRole('button', { name: 'Next' })).toBeNull();

    await act(async () => {
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status', { name: 'welcomeGuideStyles' }).textContent).toBe('false');
    await vi.waitFor(() =>
      expect(rest.seen.at(-1)?.body).toMatchObject({
        meta: { persisted_preferences: { 'core/edit-site': { welcomeGuideStyles: false } } },
      }),
    );
  });

  it('stays closed once dismissed, and elsewhere than the Styles area', () => {
    renderAt(STYLES_URL, { 'core/edit-site': { welcomeGuide: false, welcomeGuideStyles: false } });
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    renderAt('/wp-admin/site-editor.php?p=%2Fpage');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while Welcome to the site editor is not dismissed', () => {
    renderAt(STYLES_URL, {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
