import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommandCenterProvider, useCommandCenter } from '../../commands/CommandCenter';
import type { EditorCommandContext } from '../../commands/command-context';
import { createFakeRest } from '../../data/fake-rest';
import { usePreference } from '../../data/preferences/PreferencesProvider';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
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

function PreferenceProbe() {
  const value = usePreference('core/edit-site', 'welcomeGuidePage');
  return <output aria-label="welcomeGuidePage">{String(value)}</output>;
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
        <PreferenceProbe />
        {extra}
      </CommandCenterProvider>
    </EditorTestProviders>,
  );
  return rest;
}

const PAGE_EDIT_URL = '/wp-admin/site-editor.php?p=%2Fpage%2F7&canvas=edit';

describe('WelcomeGuides', () => {
  it('shows Editing a page on a page in edit mode; Continue dismisses it for good', async () => {
    const rest = renderAt(PAGE_EDIT_URL, {}, <ReopenButton />);
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
    expect(screen.getByRole('dialog', { name: 'Editing a page' })).toBeTruthy();
  });

  it('stays closed once dismissed, in view mode and on a template', () => {
    renderAt(PAGE_EDIT_URL, { 'core/edit-site': { welcomeGuidePage: false } });
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    renderAt('/wp-admin/site-editor.php?p=%2Fpage%2F7', {});
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    renderAt('/wp-admin/site-editor.php?p=%2Fwp_template%2Floom%2F%2Fpage&canvas=edit', {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
