import { type KeyCombo, type KeyLike, keyOf, matchesCombo } from './key-combo';
import { recentFirst } from './recent-commands';

/**
 * Where a command stands in the palette: what acts on the shown document first, then the
 * editor's tools, then the site (screens, View site).
 */
export type CommandGroup = 'document' | 'editor' | 'site';

const GROUP_ORDER: readonly CommandGroup[] = ['document', 'editor', 'site'];

/**
 * One command of the editor: the command palette, the menus and the keyboard all run it.
 * `history` says how it enters undo history.
 */
export interface Command<Context> {
  name: string;
  label: string;
  /** The first combination is shown in menus; others are aliases. */
  shortcuts?: readonly KeyCombo[];
  /** Words the palette also matches. */
  keywords?: readonly string[];
  /** Left out of the palette: run from keys, menus or buttons only (opening the palette itself). */
  keyboardOnly?: boolean;
  /**
   * Listed only once something is typed (a record found by its title), or when recently run:
   * the empty palette lists commands, not every record of the site.
   */
  searchOnly?: boolean;
  /** Shown after the label in the palette (what a found record is: 'Template', 'Page'…). */
  detail?: string;
  /**
   * 'canvas': the shortcut works only in the canvas frame (block keys, undo, select-all), so text
   * fields of the page keep the browser's own keys. Everywhere when not given.
   */
  keyScope?: 'canvas';
  /** The palette's group; 'editor' when not given. */
  group?: CommandGroup;
  history: 'one step' | 'none';
  isAvailable(context: Context): boolean;
  run(context: Context): void;
}

export interface CommandRegistry<Context> {
  register(command: Command<Context>): () => void;
  /**
   * Listens to commands being registered or removed (the open palette lists commands that arrive
   * while it is open); returns the unsubscribe.
   */
  subscribe(listener: () => void): () => void;
  /** Changes whenever a command is registered or removed. */
  version(): number;
  get(name: string): Command<Context> | undefined;
  all(): readonly Command<Context>[];
  /** The commands available in a context. */
  available(context: Context): Command<Context>[];
  /** Runs a command by name if it is available; says whether it ran. */
  run(name: string, context: Context): boolean;
  /** The available command a key event triggers, if any; `inCanvas`: pressed in the canvas frame. */
  forKey(
    event: KeyLike,
    context: Context,
    apple: boolean,
    inCanvas?: boolean,
  ): Command<Context> | undefined;
}

/** A command registry: an instance per editor, never a module-level list. */
export function createCommandRegistry<Context>(): CommandRegistry<Context> {
  const commands = new Map<string, Command<Context>>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version++;
    byKey = null;
    for (const listener of listeners) listener();
  };
  // The commands by the key of each of their shortcuts (registration order kept), built again
  // after a change: a key press looks up its key instead of testing every command's shortcuts.
  let byKey: Map<string, Command<Context>[]> | null = null;
  const withKey = (key: string) => {
    if (byKey === null) {
      byKey = new Map();
      for (const command of commands.values()) {
        for (const comboKey of new Set((command.shortcuts ?? []).map((combo) => combo.key))) {
          byKey.set(comboKey, [...(byKey.get(comboKey) ?? []), command]);
        }
      }
    }
    return byKey.get(key) ?? [];
  };
  const available = (context: Context) =>
    [...commands.values()].filter((command) => command.isAvailable(context));
  return {
    register(command) {
      commands.set(command.name, command);
      changed();
      return () => {
        if (commands.get(command.name) !== command) return;
        commands.delete(command.name);
        changed();
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    get: (name) => commands.get(name),
    all: () => [...commands.values()],
    available,
    run(name, context) {
      const command = commands.get(name);
      if (command === undefined || !command.isAvailable(context)) return false;
      command.run(context);
      return true;
    },
    forKey(event, context, apple, inCanvas = false) {
      // Matching keys first: availability may cost more (it reads the selection).
      return withKey(keyOf(event)).find(
        (command) =>
          (inCanvas || command.keyScope !== 'canvas') &&
          (command.shortcuts ?? []).some((combo) => matchesCombo(event, combo, apple)) &&
          command.isAvailable(context),
      );
    },
  };
}

/** Palette matching: every word of the query in the label or keywords (case-insensitive). */
export function matchesQuery(
  command: Pick<Command<unknown>, 'label' | 'keywords'>,
  query: string,
): boolean {
  const haystack = [command.label, ...(command.keywords ?? [])].join(' ').toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => haystack.includes(word));
}

/** The palette's order: by group (document, editor, site), registration order within one. */
export function paletteOrder<Context>(commands: readonly Command<Context>[]): Command<Context>[] {
  const rank = (command: Command<Context>) => GROUP_ORDER.indexOf(command.group ?? 'editor');
  return [...commands].sort((a, b) => rank(a) - rank(b));
}

/**
 * What the palette lists for a query: the matching commands it may show (not keyboard-only;
 * search-only ones once something is typed or when recently run), the recently run first, then
 * by group.
 */
export function paletteList<Context>(
  commands: readonly Command<Context>[],
  query: string,
  recent: readonly string[],
): Command<Context>[] {
  const typed = query.trim() !== '';
  const listed = commands.filter(
    (command) =>
      command.keyboardOnly !== true &&
      (command.searchOnly !== true || typed || recent.includes(command.name)) &&
      matchesQuery(command, query),
  );
  return recentFirst(paletteOrder(listed), recent);
}
