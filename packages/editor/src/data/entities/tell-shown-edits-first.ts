import { useEffect } from 'react';
import { typedText } from '../../app/typed-ahead/typed-ahead';
import type { EntityStore } from './entity-store';

/**
 * The events after which handlers may read what React drew: a key that does not type text, a
 * press of a pointer or mouse button, a paste, a cut, a drop or a drag. Before any of them
 * reaches its handlers, shown edits are told (and drawn), so a shortcut, a button or a menu never
 * acts on a block as it was before the text typed into it.
 */
const EVENTS = ['keydown', 'pointerdown', 'mousedown', 'paste', 'cut', 'drop', 'dragstart'];

/** Tells `store`'s shown edits first, in `view`, before the events above (see `shownEdit`). */
export function useShownEditsToldFirst(store: EntityStore, view: Window | null | undefined) {
  useEffect(() => {
    if (!view) return;
    const first = (event: Event) => {
      if (!store.hasUnheardEdits()) return;
      if (event.type === 'keydown' && typedText(event as KeyboardEvent) !== null) return;
      store.flushShownEdits();
    };
    for (const type of EVENTS) view.addEventListener(type, first, true);
    return () => {
      for (const type of EVENTS) view.removeEventListener(type, first, true);
    };
  }, [store, view]);
}
