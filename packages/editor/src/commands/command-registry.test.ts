import { describe, expect, it, vi } from 'vitest';
import {
  type Command,
  createCommandRegistry,
  matchesQuery,
  paletteList,
  paletteOrder,
} from './command-registry';

describe('command registry', () => {
  it('tells its listeners when a command is registered or removed, with a new version', () => {
    const registry = createCommandRegistry<null>();
    const listener = vi.fn();
    const unsubscribe = registry.subscribe(listener);
    const before = registry.version();
    const remove = registry.register({
      name: 'customize-css',
      label: 'Customize CSS',
      history: 'none',
      isAvailable: () => true,
      run: () => undefined,
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(registry.version()).not.toBe(before);
    remove();
    expect(listener).toHaveBeenCalledTimes(2);
    remove();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    registry.register({
      name: 'other',
      label: 'Other',
      history: 'none',
      isAvailable: () => true,
      run: () => undefined,
    });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  const make = () => {
    const registry = createCommandRegistry<{ textMode: boolean }>();
    const exit = vi.fn();
    registry.register({
      name: 'exit-code-editor',
      label: 'Exit code editor',
      history: 'none',
      isAvailable: ({ textMode }) => textMode,
      run: exit,
    });
    registry.register({
      name: 'toggle-mode',
      label: 'Toggle code editor',
      shortcuts: [{ modifier: 'secondary', key: 'm' }],
      history: 'none',
      isAvailable: () => true,
      run: () => undefined,
    });
    return { registry, exit };
  };

  it('offers a command only where it is available', () => {
    const { registry } = make();
    expect(registry.available({ textMode: false }).map((c) => c.name)).toEqual(['toggle-mode']);
    expect(registry.available({ textMode: true }).map((c) => c.name)).toEqual([
      'exit-code-editor',
      'toggle-mode',
    ]);
  });

  it('runs by name only when available', () => {
    const { registry, exit } = make();
    expect(registry.run('exit-code-editor', { textMode: false })).toBe(false);
    expect(exit).not.toHaveBeenCalled();
    expect(registry.run('exit-code-editor', { textMode: true })).toBe(true);
    expect(exit).toHaveBeenCalledTimes(1);
  });

  it('finds the command of a key event', () => {
    const { registry } = make();
    const event = {
      key: 'M',
      code: 'KeyM',
      ctrlKey: true,
      metaKey: false,
      shiftKey: true,
      altKey: true,
    };
    expect(registry.forKey(event, { textMode: false }, false)?.name).toBe('toggle-mode');
  });

  it('a canvas-scoped shortcut works in the canvas frame only; an unavailable one lets the key go on', () => {
    const registry = createCommandRegistry<{ selected: boolean }>();
    const undo = vi.fn();
    registry.register({
      name: 'undo',
      label: 'Undo',
      shortcuts: [{ modifier: 'primary', key: 'z' }],
      keyScope: 'canvas',
      history: 'none',
      isAvailable: () => true,
      run: undo,
    });
    registry.register({
      name: 'remove',
      label: 'Remove',
      shortcuts: [{ key: 'delete' }, { key: 'backspace' }],
      history: 'one step',
      isAvailable: ({ selected }) => selected,
      run: () => undefined,
    });
    const press = (key: string, code: string, ctrlKey = false) => ({
      key,
      code,
      ctrlKey,
      metaKey: false,
      shiftKey: false,
      altKey: false,
    });
    const ctrlZ = press('z', 'KeyZ', true);
    expect(registry.forKey(ctrlZ, { selected: false }, false, false)).toBeUndefined();
    expect(registry.forKey(ctrlZ, { selected: false }, false, true)?.name).toBe('undo');
    const backspace = press('Backspace', 'Backspace');
    expect(registry.forKey(backspace, { selected: false }, false, true)).toBeUndefined();
    expect(registry.forKey(backspace, { selected: true }, false, true)?.name).toBe('remove');
  });

  it('finds a key of commands registered, replaced or removed after a key press', () => {
    const registry = createCommandRegistry<null>();
    const command = (name: string, key: string): Command<null> => ({
      name,
      label: name,
      shortcuts: [{ modifier: 'primary', key }],
      history: 'none',
      isAvailable: () => true,
      run: () => undefined,
    });
    const ctrl = (key: string) => ({
      key,
      code: `Key${key.toUpperCase()}`,
      ctrlKey: true,
      metaKey: false,
      shiftKey: false,
      altKey: false,
    });
    const removeFirst = registry.register(command('first', 'j'));
    registry.register(command('second', 'j'));
    expect(registry.forKey(ctrl('j'), null, false)?.name).toBe('first');
    expect(registry.forKey(ctrl('m'), null, false)).toBeUndefined();
    registry.register(command('late', 'm'));
    expect(registry.forKey(ctrl('m'), null, false)?.name).toBe('late');
    removeFirst();
    expect(registry.forKey(ctrl('j'), null, false)?.name).toBe('second');
    registry.register(command('second', 'q'));
    expect(registry.forKey(ctrl('j'), null, false)).toBeUndefined();
    expect(registry.forKey(ctrl('q'), null, false)?.name).toBe('second');
  });

  it('registries are separate instances; unregistering removes', () => {
    const a = make().registry;
    const b = createCommandRegistry<{ textMode: boolean }>();
    expect(b.all()).toHaveLength(0);
    const off = a.register({
      name: 'x',
      label: 'X',
      history: 'none',
      isAvailable: () => true,
      run: () => undefined,
    });
    expect(a.get('x')).toBeDefined();
    off();
    expect(a.get('x')).toBeUndefined();
  });

  it('matches palette queries by words of label and keywords', () => {
    expect(matchesQuery({ label: 'Toggle distraction free', keywords: ['zen'] }, 'distr')).toBe(
      true,
    );
    expect(
      matchesQuery({ label: 'Toggle distraction free', keywords: ['zen'] }, 'zen toggle'),
    ).toBe(true);
    expect(matchesQuery({ label: 'Toggle distraction free' }, 'code')).toBe(false);
  });

  it('orders the palette: the document first, then the editor, then the site', () => {
    const command = (name: string, group?: Command<null>['group']): Command<null> => ({
      name,
      label: name,
      group,
      history: 'none',
      isAvailable: () => true,
      run: () => undefined,
    });
    const ordered = paletteOrder([
      command('view-site', 'site'),
      command('templates', 'site'),
      command('toggle-sidebar'),
      command('rename', 'document'),
      command('distraction-free', 'editor'),
    ]);
    expect(ordered.map((c) => c.name)).toEqual([
      'rename',
      'toggle-sidebar',
      'distraction-free',
      'view-site',
      'templates',
    ]);
  });
});

describe('paletteList', () => {
  const make = (
    name: string,
    label: string,
    extra: Partial<Command<null>> = {},
  ): Command<null> => ({
    name,
    label,
    history: 'none',
    isAvailable: () => true,
    run: () => undefined,
    ...extra,
  });
  const commands = [
    make('pages', 'Pages', { group: 'site' }),
    make('sidebar', 'Toggle settings sidebar'),
    make('palette', 'Open the command palette', { keyboardOnly: true }),
    make('record/home', 'Blog Home', { searchOnly: true, group: 'site', keywords: ['Template'] }),
    make('record/about', 'About', { searchOnly: true, group: 'site', keywords: ['Page'] }),
  ];
  const names = (list: readonly Command<null>[]) => list.map((command) => command.name);

  it('lists records only once something is typed, never keyboard-only commands', () => {
    expect(names(paletteList(commands, '', []))).toEqual(['sidebar', 'pages']);
    expect(names(paletteList(commands, 'home', []))).toEqual(['record/home']);
    expect(names(paletteList(commands, 'template', []))).toEqual(['record/home']);
    expect(names(paletteList(commands, 'palette', []))).toEqual([]);
  });

  it('lists recently run commands and records first, even before anything is typed', () => {
    expect(names(paletteList(commands, '', ['record/about', 'pages']))).toEqual([
      'record/about',
      'pages',
      'sidebar',
    ]);
    expect(names(paletteList(commands, 'a', ['record/about']))).toEqual([
      'record/about',
      'sidebar',
      'pages',
      'record/home',
    ]);
  });
});
