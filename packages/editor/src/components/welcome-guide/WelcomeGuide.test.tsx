import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { firstScreen } from '../../app/first-screen';
import { CommandCenterProvider, useCommandCenter } from '../../commands/CommandCenter';
import type { EditorCommandContext } from '../../commands/command-context';
import { createFakeRest } from '../../data/fake-rest';
import { usePreference } from '../../data/preferences/PreferencesProvider';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { preloadGuideDialogs } from './LazyGuideDialogs';
import { WelcomeGuide } from './WelcomeGuide';
import { OPEN_WELCOME_GUIDE, WelcomeGuides } from './WelcomeGuides';
import { PAGE_GUIDE, type WelcomeGuideDefinition } from './welcome-guides';

const THREE_PAGES: WelcomeGuideDefinition = {
  ...PAGE_GUIDE,
  label: 'Welcome to Styles',
  finishLabel: 'Get started',
  pages: [
    { heading: 'Welcome to Styles', paragraphs: ['Tweak the look.'] },
    { heading: 'Set the design', paragraphs: ['Pick colours.'] },
    { heading: 'Learn more', paragraphs: ['Read the docs.'] },
  ],
};

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

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

describe('WelcomeGuide', () => {
  it('pages through with Next, Previous and the dots; the last button finishes', () => {
    const onFinish = vi.fn();
    render(<WelcomeGuide guide={THREE_PAGES} onFinish={onFinish} />);
    const dialog = () => screen.getByRole('dialog');
    expect(dialog().getAttribute('aria-labelledby')).toBeTruthy();
    expect(within(dialog()).getByRole('heading', { name: 'Welcome to Styles' })).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Previous' })).toBeNull();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Next' }));
    expect(within(dialog()).getByRole('heading', { name: 'Set the design' })).toBeTruthy();
    expect(within(dialog()).getByText('Pick colours.')).toBeTruthy();
    expect(
      within(dialog()).getByRole('button', { name: 'Page 2 of 3' }).getAttribute('aria-current'),
    ).toBe('step');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Previous' }));
    expect(within(dialog()).getByRole('heading', { name: 'Welcome to Styles' })).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Page 3 of 3' }));
    expect(within(dialog()).queryByRole('button', { name: 'Next' })).toBeNull();
    expect(onFinish).not.toHaveBeenCalled();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Get started' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('has no dots for one page; Close finishes it too', () => {
    const onFinish = vi.fn();
    render(<WelcomeGuide guide={PAGE_GUIDE} onFinish={onFinish} />);
    expect(screen.queryByRole('button', { name: /^Page 1 of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });
});

const EDIT_CONTEXT: EditorCommandContext = {
  canvas: 'edit',
  path: '/page/7',
  record: { kind: 'postType', name: 'page', id: '7' },
  editorMode: 'visual',
  distractionFree: false,
  isBlockTheme: true,
  canRevert: false,
};

function PreferenceProbe({ name }: { name: string }) {
  const value = usePreference('core/edit-site', name);
  return <output aria-label={name}>{String(value)}</output>;
}

function ReopenButton() {
  const { registry, context } = useCommandCenter();
  return (
    <button type="button" onClick={() => registry.run(OPEN_WELCOME_GUIDE, context())}>
      Reopen
    </button>
  );
}

function renderAt(
  url: string,
  preferences: Record<string, Record<string, unknown>>,
  extra?: ReactNode,
) {
  window.history.replaceState(null, '', url);
  const rest = createFakeRest({ 'POST /wp/v2/users/me': () => ({ body: {} }) });
  render(
    <EditorTestProviders bootstrap={testBootstrap({ preferences })} client={rest.client}>
      <CommandCenterProvider context={EDIT_CONTEXT}>
        <WelcomeGuides />
        <PreferenceProbe name="welcomeGuide" />
        <PreferenceProbe name="welcomeGuidePage" />
        {extra}
      </CommandCenterProvider>
    </EditorTestProviders>,
  );
  return rest;
}

const PAGE_EDIT_URL = '/wp-admin/site-editor.php?p=%2Fpage%2F7&canvas=edit';

/** A user who has dismissed 'Welcome to the site editor'. */
const EDITOR_GUIDE_SEEN = { welcomeGuide: false };

describe('WelcomeGuides', () => {
  it('shows Welcome to the site editor first on any screen; Get started dismisses it', async () => {
    const rest = renderAt('/wp-admin/site-editor.php?p=%2Fwp_template', {});
    const dialog = screen.getByRole('dialog', { name: 'Welcome to the site editor' });
    expect(within(dialog).getByTestId('guide-image-welcomeGuide')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Next' })).toBeNull();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Get started' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status', { name: 'welcomeGuide' }).textContent).toBe('false');
    await vi.waitFor(() =>
      expect(rest.seen.at(-1)?.body).toMatchObject({
        meta: { persisted_preferences: { 'core/edit-site': { welcomeGuide: false } } },
      }),
    );
  });

  it('shows Editing a page after the site editor guide, then Welcome Guide reopens both', async () => {
    renderAt(PAGE_EDIT_URL, {}, <ReopenButton />);
    const first = screen.getByRole('dialog', { name: 'Welcome to the site editor' });
    await act(async () => {
      fireEvent.click(within(first).getByRole('button', { name: 'Get started' }));
    });
    const page = screen.getByRole('dialog', { name: 'Editing a page' });
    await act(async () => {
      fireEvent.click(within(page).getByRole('button', { name: 'Continue' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    });
    expect(screen.getByRole('dialog', { name: 'Welcome to the site editor' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'welcomeGuidePage' }).textContent).toBe('true');
  });

  it('shows Editing a template for a template in edit mode', () => {
    renderAt('/wp-admin/site-editor.php?p=%2Fwp_template%2Floom%2F%2Fpage&canvas=edit', {
      'core/edit-site': EDITOR_GUIDE_SEEN,
    });
    const dialog = screen.getByRole('dialog', { name: 'Editing a template' });
    expect(dialog.textContent).toContain('may affect other pages');
    expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(within(dialog).getByTestId('guide-image-welcomeGuideTemplate')).toBeTruthy();
  });

  it('shows Editing a page on a page in edit mode; Continue dismisses it for good', async () => {
    const rest = renderAt(PAGE_EDIT_URL, { 'core/edit-site': EDITOR_GUIDE_SEEN }, <ReopenButton />);
    const dialog = screen.getByRole('dialog', { name: 'Editing a page' });
    expect(dialog.textContent).toContain('open the template from the settings sidebar');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status', { name: 'welcomeGuidePage' }).textContent).toBe('false');
    await vi.waitFor(() =>
      expect(rest.seen.at(-1)?.body).toMatchObject({
        meta: { persisted_preferences: { 'core/edit-site': { welcomeGuidePage: false } } },
      }),
    );

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    });
    const again = screen.getByRole('dialog', { name: 'Welcome to the site editor' });
    await act(async () => {
      fireEvent.click(within(again).getByRole('button', { name: 'Get started' }));
    });
    expect(screen.getByRole('dialog', { name: 'Editing a page' })).toBeTruthy();
  });

  it('stays closed once dismissed, and in view mode for the page guide', () => {
    renderAt(PAGE_EDIT_URL, {
      'core/edit-site': { ...EDITOR_GUIDE_SEEN, welcomeGuidePage: false },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    renderAt('/wp-admin/site-editor.php?p=%2Fpage%2F7', { 'core/edit-site': EDITOR_GUIDE_SEEN });
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    renderAt('/wp-admin/site-editor.php?p=%2Fwp_template%2Floom%2F%2Fpage&canvas=edit', {
      'core/edit-site': { ...EDITOR_GUIDE_SEEN, welcomeGuideTemplate: false },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
