import { useEffect } from 'react';
import type { CommandRegistry } from '../../commands/command-registry';
import { isApplePlatform } from '../../commands/key-combo';
import type { EditorCommandContext } from './editor-commands';

/**
 * Runs editor commands from the keyboard, in the editor page and in the canvas frame. A key the
 * canvas already handled (e.g. primary+k for a link in rich text) is left alone.
 */
export function useChromeShortcuts(
  registry: CommandRegistry<EditorCommandContext>,
  context: () => EditorCommandContext,
  doc: Document | null,
): void {
  useEffect(() => {
    const apple = isApplePlatform();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const now = context();
      const command = registry.forKey(event, now, apple);
      if (command === undefined) return;
      event.preventDefault();
      command.run(now);
    };
    const targets: (Window | Document)[] = [window];
    if (doc !== null) targets.push(doc);
    for (const target of targets) target.addEventListener('keydown', onKeyDown as EventListener);
    return () => {
      for (const target of targets)
        target.removeEventListener('keydown', onKeyDown as EventListener);
    };
  }, [registry, context, doc]);
}
