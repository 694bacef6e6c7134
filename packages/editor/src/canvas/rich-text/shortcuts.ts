/** Whether the platform's primary modifier is down (⌘ on Apple systems, Ctrl elsewhere). */
export function isPrimary(event: { ctrlKey: boolean; metaKey: boolean }): boolean {
  const apple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  return apple ? event.metaKey : event.ctrlKey;
}

/** The block editor's "access" modifier: Ctrl+Option on Apple systems, Shift+Alt elsewhere. */
export function isAccess(event: {
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
}): boolean {
  const apple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  return apple
    ? event.ctrlKey && event.altKey && !event.metaKey
    : event.shiftKey && event.altKey && !event.ctrlKey;
}
