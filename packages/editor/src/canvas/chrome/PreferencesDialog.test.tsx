import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EditorCommandContext } from '../../commands/command-context';
import { createCommandRegistry } from '../../commands/command-registry';
import { createFakeRest } from '../../data/fake-rest';
import { usePreference } from '../../data/preferences/PreferencesProvider';
import { EditorTestProviders, testBootstrap } from '../../testing/EditorTestProviders';
import { PreferencesDialog } from './PreferencesDialog';

afterEach(cleanup);

const CONTEXT: EditorCommandContext = {
  canvas: 'edit',
  path: '/wp_template/loom//index',
  record: { kind: 'postType', name: 'wp_template', id: 'loom//index' },
  editorMode: 'visual',
  distractionFree: false,
  isBlockTheme: true,
  canRevert: false,
};

function Probe({ scope, name }: { scope: string; name: string }) {
  return <output aria-label={name}>{String(usePreference(scope, name))}</output>;
}

function renderDialog(ran: string[]) {
  const registry = createCommandRegistry<EditorCommandContext>();
  registry.register({
    name: 'core/toggle-distraction-free',
    label: 'Toggle distraction free',
    history: 'one step',
    isAvailable: () => true,
    run: () => ran.push('core/toggle-distraction-free'),
  });
  const rest = createFakeRest({ 'POST /wp/v2/users/me': () => ({ body: {} }) });
  render(
    <EditorTestProviders bootstrap={testBootstrap()} client={rest.client}>
      <PreferencesDialog registry={registry} context={() => CONTEXT} onClose={() => {}} />
      <Probe scope="core" name="showIconLabels" />
      <Probe scope="core/edit-site" name="welcomeGuide" />
    </EditorTestProviders>,
  );
}

describe('PreferencesDialog', () => {
  it('turns on button text labels and a welcome guide off, as the user’s preferences', async () => {
    renderDialog([]);
    const labels = screen.getByRole('checkbox', { name: 'Show button text labels' });
    expect(labels).toHaveProperty('checked', false);
    expect(labels.getAttribute('aria-describedby')).toBeTruthy();
    await act(async () => {
      fireEvent.click(labels);
    });
    expect(screen.getByRole('status', { name: 'showIconLabels' }).textContent).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Show button text labels' })).toHaveProperty(
      'checked',
      true,
    );

    const guide = screen.getByRole('checkbox', { name: 'Welcome to the site editor' });
    expect(guide).toHaveProperty('checked', true);
    await act(async () => {
      fireEvent.click(guide);
    });
    expect(screen.getByRole('status', { name: 'welcomeGuide' }).textContent).toBe('false');
  });

  it('switches distraction free through its command', async () => {
    const ran: string[] = [];
    renderDialog(ran);
    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Distraction free' }));
    });
    expect(ran).toEqual(['core/toggle-distraction-free']);
  });

  it('groups the settings under Interface, Appearance and Welcome guides', () => {
    renderDialog([]);
    expect(screen.getAllByRole('group').map((group) => group.firstChild?.textContent)).toEqual([
      'Interface',
      'Appearance',
      'Welcome guides',
    ]);
  });
});
