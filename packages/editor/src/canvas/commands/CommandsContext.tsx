import { createContext, type ReactNode, useContext } from 'react';
import type { BlockCommand } from './block-commands';

const CommandsContext = createContext<readonly BlockCommand[] | null>(null);

/** Hands the canvas's block commands to the toolbar and menus. */
export function CommandsProvider({
  commands,
  children,
}: {
  commands: readonly BlockCommand[];
  children: ReactNode;
}) {
  return <CommandsContext.Provider value={commands}>{children}</CommandsContext.Provider>;
}

/** The canvas's block commands. */
export function useBlockCommands(): readonly BlockCommand[] {
  const commands = useContext(CommandsContext);
  if (commands === null) throw new Error('useBlockCommands needs a <CommandsProvider> above it.');
  return commands;
}
