/**
 * The elements showing each block, found once (a query of the whole frame) and kept while they
 * are still in the page showing that block: the overlay measures a collaborator's caret after each
 * of their keystrokes, and their block's elements do not change while they type. `clear()` drops
 * everything (the tree's shape changed, someone moved, the frame resized).
 */
export interface ShownElements {
  get(clientId: string): HTMLElement[];
  clear(): void;
}

/** Whether `element` still shows `clientId` (its own id, or its id in a showing: `id@…`). */
function stillShows(element: HTMLElement, clientId: string): boolean {
  const shown = element.dataset.block;
  return (
    element.isConnected &&
    shown !== undefined &&
    (shown === clientId || shown.startsWith(`${clientId}@`))
  );
}

export function shownElements(find: (clientId: string) => HTMLElement[]): ShownElements {
  const known = new Map<string, HTMLElement[]>();
  return {
    get(clientId) {
      const cached = known.get(clientId);
      if (cached?.every((element) => stillShows(element, clientId))) return cached;
      const found = find(clientId);
      if (found.length > 0) known.set(clientId, found);
      else known.delete(clientId);
      return found;
    },
    clear() {
      known.clear();
    },
  };
}
