import { CommandPalette } from './CommandPalette';
import type { EditorCommandContext } from './command-context';
import type { CommandRegistry } from './command-registry';
import { RecordSearchCommands } from './RecordSearchCommands';

export interface OpenPaletteProps {
  registry: CommandRegistry<EditorCommandContext>;
  context: EditorCommandContext;
  recent: readonly string[];
  onRun(name: string): void;
  onClose(): void;
  /** What was typed before the palette's search field was there (its first query). */
  takeTypedAhead?: () => string;
}

/**
 * The open command palette with the site's records to search: what the command center draws on
 * primary+k, in a chunk of its own (fetched once the page has loaded, or on the first primary+k).
 */
export function OpenPalette(props: OpenPaletteProps) {
  return (
    <>
      <RecordSearchCommands />
      <CommandPalette {...props} />
    </>
  );
}
