import { useEffect } from 'react';
import type { CommandRegistry } from './command-registry';
import { isApplePlatform } from './key-combo';

/**
 * The one key handler of the editor: runs the registry's commands from the keyboard on `target`
 * (the editor page's window, or the canvas frame's document, whose keys never reach the page;
 * `inCanvas` then, for the commands whose keys work there only). A key something else already
 * handled (primary+k for a link in rich text) is left alone. `context` gets the key press.
 */
export function useCommandShortcuts<Context>(
  registry: CommandRegistry<Context>,
  context: (key: KeyboardEvent) => Context,
  target: Window | Document | null,
  inCanvas = false,
): void {
  useEffect(() => {
    if (target === null) return;
    const apple = isApplePlatform();
    // A frame's events come from its own realm: typed, not checked with instanceof.
    const onKeyDown = ((event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const now = context(event);
      const command = registry.forKey(event, now, apple, inCanvas);
      if (command === undefined) return;
      event.preventDefault();
      command.run(now);
    }) as EventListener;
    target.addEventListener('keydown', onKeyDown);
    return () => target.removeEventListener('keydown', onKeyDown);
  }, [registry, context, target, inCanvas]);
}
