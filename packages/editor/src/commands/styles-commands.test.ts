import { describe, expect, it, vi } from 'vitest';
import type { EditorCommandContext } from './command-context';
import { createCommandRegistry } from './command-registry';
import { isStylesCommandAvailable, type StylesFacts, stylesCommands } from './styles-commands';

const NOTHING: StylesFacts = { canReset: false, canEditCss: false, revisionCount: 0 };
const EVERYTHING: StylesFacts = { canReset: true, canEditCss: true, revisionCount: 3 };

const CONTEXT: EditorCommandContext = {
  canvas: 'view',
  path: '/page',
  record: null,
  editorMode: 'visual',
  distractionFree: false,
  isBlockTheme: true,
  canRevert: false,
};

describe('isStylesCommandAvailable', () => {
  it('offers no styles command for a classic theme, whatever the record allows', () => {
    for (const name of [
      'core/learn-about-styles',
      'core/reset-styles',
      'core/customize-css',
      'core/style-revisions',
    ] as const) {
      expect(isStylesCommandAvailable(name, false, EVERYTHING)).toBe(false);
    }
  });

  it('offers Learn about styles to every block theme', () => {
    expect(isStylesCommandAvailable('core/learn-about-styles', true, NOTHING)).toBe(true);
  });

  it('offers Reset only when there is something to reset', () => {
    expect(isStylesCommandAvailable('core/reset-styles', true, NOTHING)).toBe(false);
    expect(
      isStylesCommandAvailable('core/reset-styles', true, { ...NOTHING, canReset: true }),
    ).toBe(true);
  });

  it('offers Customize CSS only with the edit-css link', () => {
    expect(isStylesCommandAvailable('core/customize-css', true, NOTHING)).toBe(false);
    expect(
      isStylesCommandAvailable('core/customize-css', true, { ...NOTHING, canEditCss: true }),
    ).toBe(true);
  });

  it('offers Style revisions only when the version history counts a revision', () => {
    expect(isStylesCommandAvailable('core/style-revisions', true, NOTHING)).toBe(false);
    expect(
      isStylesCommandAvailable('core/style-revisions', true, { ...NOTHING, revisionCount: 1 }),
    ).toBe(true);
  });
});

describe('stylesCommands', () => {
  function registryWith(facts: StylesFacts) {
    const actions = { openStyles: vi.fn(), openGuide: vi.fn(), reset: vi.fn() };
    const registry = createCommandRegistry<EditorCommandContext>();
    for (const command of stylesCommands(actions, facts)) registry.register(command);
    return { registry, actions };
  }

  it('lists the available commands by their palette labels', () => {
    const labels = (facts: StylesFacts, context = CONTEXT) =>
      registryWith(facts)
        .registry.available(context)
        .map((command) => command.label);
    expect(labels(EVERYTHING)).toEqual([
      'Learn about styles',
      'Reset styles',
      'Customize CSS',
      'Style revisions',
    ]);
    expect(labels(NOTHING)).toEqual(['Learn about styles']);
    expect(labels(EVERYTHING, { ...CONTEXT, isBlockTheme: false })).toEqual([]);
  });

  it('opens the CSS and revisions sections, the guide, and resets', () => {
    const { registry, actions } = registryWith(EVERYTHING);
    registry.run('core/customize-css', CONTEXT);
    expect(actions.openStyles).toHaveBeenLastCalledWith('/css');
    registry.run('core/style-revisions', CONTEXT);
    expect(actions.openStyles).toHaveBeenLastCalledWith('/revisions');
    registry.run('core/learn-about-styles', CONTEXT);
    expect(actions.openGuide).toHaveBeenCalledTimes(1);
    registry.run('core/reset-styles', CONTEXT);
    expect(actions.reset).toHaveBeenCalledTimes(1);
  });

  it('runs nothing that is not available', () => {
    const { registry, actions } = registryWith(NOTHING);
    expect(registry.run('core/customize-css', CONTEXT)).toBe(false);
    expect(registry.run('core/reset-styles', CONTEXT)).toBe(false);
    expect(actions.openStyles).not.toHaveBeenCalled();
    expect(actions.reset).not.toHaveBeenCalled();
  });
});
