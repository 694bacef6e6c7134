import type { CommandRegistry } from '../../commands/command-registry';
import { useCommandShortcuts } from '../../commands/use-command-shortcuts';
import type { EditorCommandContext } from './editor-commands';

/**
 * Runs the commands from keys pressed in the canvas frame, whose events never reach the page
 * (the page's keys are the command center's). A key the canvas already handled (primary+k for
 * a link in rich text) is left alone.
 */
export function useChromeShortcuts(
  registry: CommandRegistry<EditorCommandContext>,
  context: () => EditorCommandContext,
  doc: Document | null,
): void {
  useCommandShortcuts(registry, context, doc);
}
