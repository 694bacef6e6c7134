import {
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { lazyArea } from '../app/lazy-area';
import { usePageSettled } from '../app/page-load';
import { createTypedAheadSlot } from '../app/typed-ahead/typed-ahead-slot';
import { AreaErrorBoundary } from '../components/AreaErrorBoundary';
import { usePreference, useSetPreference } from '../data/preferences/PreferencesProvider';
import { EDIT_SITE_SCOPE } from '../data/preferences/preference-defaults';
import type { EditorCommandContext } from './command-context';
import { type Command, type CommandRegistry, createCommandRegistry } from './command-registry';
import { readRecent, withRecent } from './recent-commands';
import { useCommandShortcuts } from './use-command-shortcuts';

interface CommandCenterValue {
  /** The site editor's one registry: site commands always, editor commands while editing. */
  registry: CommandRegistry<EditorCommandContext>;
  /** The context commands see now (with the key press that runs them, from the keyboard). */
  context(key?: KeyboardEvent): EditorCommandContext;
  openPalette(): void;
  /** Whether the palette is open (commands that need data only for it read it then). */
  isPaletteOpen: boolean;
}

const OpenPalette = lazyArea(
  () => import('./OpenPalette'),
  (module) => module.OpenPalette,
);

/** Fetches the palette's code (the command center does so once the page has loaded). */
export const preloadPalette: () => Promise<unknown> = OpenPalette.preload;

const CommandCenterContext = createContext<CommandCenterValue | null>(null);

/** The `core/edit-site` preference listing the recently run palette commands. */
export const RECENT_COMMANDS = 'recentCommands';

interface CommandCenterProps {
  /** The context of the screen shown now. */
  context: EditorCommandContext;
  children: ReactNode;
}

/**
 * The commands of the whole site editor: one registry, the command palette (the same on every
 * screen, recently run commands first, the site's records found by title while it is open) and
 * the page's keyboard shortcuts. The canvas frame adds the same key handler on its
 * document (`EditorChrome`).
 */
export function CommandCenterProvider({ context, children }: CommandCenterProps) {
  const [registry] = useState(() => createCommandRegistry<EditorCommandContext>());
  const [isPaletteOpen, setPaletteOpen] = useState(false);
  const latest = useRef(context);
  latest.current = context;
  const current = useCallback(
    (key?: KeyboardEvent) => (key === undefined ? latest.current : { ...latest.current, key }),
    [],
  );
  // Keys typed while the palette's code is still on its way go to its search field.
  const [typedAhead] = useState(createTypedAheadSlot);
  const openPalette = useCallback(() => {
    if (typeof window !== 'undefined' && !OpenPalette.isLoaded()) {
      typedAhead.start([window], { keepText: true });
    }
    setPaletteOpen(true);
  }, [typedAhead]);
  const takeTypedAhead = useCallback(() => typedAhead.take().text, [typedAhead]);
  const closePalette = useCallback(() => {
    typedAhead.stop();
    setPaletteOpen(false);
  }, [typedAhead]);
  useEffect(() => () => typedAhead.stop(), [typedAhead]);
  // The commands run from the palette lately, per user (saved with the preferences).
  const storedRecent = usePreference(EDIT_SITE_SCOPE, RECENT_COMMANDS);
  const recent = useMemo(() => readRecent(storedRecent), [storedRecent]);
  const setPreference = useSetPreference();
  useCommandShortcuts(registry, current, typeof window === 'undefined' ? null : window);
  // The palette's code comes after the first screen, ahead of the first primary+k.
  const settled = usePageSettled();
  useEffect(() => {
    if (!settled) return;
    preloadPalette().catch(() => {
      // Opening the palette downloads it again, and shows a failure where it opens.
    });
  }, [settled]);
  const value = useMemo(
    () => ({ registry, context: current, openPalette, isPaletteOpen }),
    [registry, current, openPalette, isPaletteOpen],
  );
  return (
    <CommandCenterContext.Provider value={value}>
      {children}
      {isPaletteOpen && (
        <AreaErrorBoundary>
          <Suspense fallback={null}>
            <OpenPalette
              registry={registry}
              context={context}
              recent={recent}
              onRun={(name) =>
                setPreference(EDIT_SITE_SCOPE, RECENT_COMMANDS, withRecent(recent, name))
              }
              onClose={closePalette}
              takeTypedAhead={takeTypedAhead}
            />
          </Suspense>
        </AreaErrorBoundary>
      )}
    </CommandCenterContext.Provider>
  );
}

/** The site editor's command registry, its current context and the palette. */
export function useCommandCenter(): CommandCenterValue {
  const value = useContext(CommandCenterContext);
  if (value === null) throw new Error('useCommandCenter needs a <CommandCenterProvider> above it.');
  return value;
}

/** Registers commands while the component is mounted (again when the list changes). */
export function useRegisterCommands(commands: readonly Command<EditorCommandContext>[]): void {
  const { registry } = useCommandCenter();
  useEffect(() => {
    const removers = commands.map((command) => registry.register(command));
    return () => {
      for (const remove of removers) remove();
    };
  }, [registry, commands]);
}
