import {
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { flushSync } from 'react-dom';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { blockElement } from '../interaction/dom-blocks';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import type { BlockSelection } from '../state/block-editor-state';
import { selectedClientIds } from '../state/selection';
import { placeFor, samePosition, type ToolbarPosition } from './toolbar-geometry';

export type { ToolbarPosition } from './toolbar-geometry';

/** The toolbar's position for one selection, read before React wrote that selection. */
interface EarlyPlacement {
  selection: BlockSelection | null;
  clientId: string | undefined;
  position: ToolbarPosition | null;
}

/** A position measured after a commit, and the early read it was measured after. */
interface LatePlacement {
  after: EarlyPlacement | null;
  position: ToolbarPosition | null;
}

/**
 * The toolbar's position for the selection of the moment, read when the selection changes: in
 * the block editor store's notification, before React renders the new selection, while the
 * page's layout is still the one last painted (no forced style or layout). As a store snapshot
 * its update joins the render of the selection, so the commit that selects a block places the
 * toolbar too. Read with the toolbar's size of that moment (its buttons for the previous block).
 */
function useEarlyPlacement(
  doc: Document,
  toolbar: RefObject<HTMLElement | null>,
): EarlyPlacement | null {
  const store = useBlockEditorStore();
  const last = useRef<EarlyPlacement | null>(null);
  const read = useCallback((): EarlyPlacement => {
    const selection = store.getSelection();
    const kept = last.current;
    if (kept !== null && kept.selection === selection) return kept;
    const clientId =
      selection === null
        ? undefined
        : selectedClientIds(store.stateOf(store.ownerOf(selection.focus.clientId)))[0];
    const element = clientId === undefined ? null : blockElement(doc, clientId);
    const view = doc.defaultView;
    // The same blocks under new ids (a first sync): not drawn under those ids yet, but where
    // they were — the toolbar stays (hiding it would close a menu open in it).
    const renamed = element === null && kept !== null && store.isSelectionFromRenaming();
    const position = renamed
      ? kept.position
      : element === null || view === null
        ? null
        : placeFor(doc, view, element, toolbar.current);
    last.current = { selection, clientId, position };
    return last.current;
  }, [store, doc, toolbar]);
  return useSyncExternalStore(store.subscribe, read, read);
}

/**
 * Where the block toolbar goes for a block (see `placeToolbar`); measured again after edits, when
 * the canvas scrolls or resizes, when zoom-out turns on or off and when the toolbar's size changes.
 *
 * A new selection is placed in the commit that selects it, from the layout before that commit
 * (`useEarlyPlacement`). The next animation frame measures again once every write of that commit
 * is done (the block's outline, focus, the toolbar's content: the frame's own style and layout
 * pass serves it) and commits a new position at once (`flushSync`) only if it differs — when the
 * selection changed the layout, or the toolbar's new buttons its size — so the frame that paints
 * the selection paints the toolbar at its place.
 */
export function useToolbarPlacement(
  doc: Document,
  clientId: string | undefined,
  toolbar: RefObject<HTMLElement | null>,
): ToolbarPosition | null {
  const entityStore = useEntityStore();
  const early = useEarlyPlacement(doc, toolbar);
  const [late, setLate] = useState<LatePlacement | null>(null);
  // A measure after the commit wins over the early read it followed; a newer selection's early
  // read wins over older measures.
  const position =
    late !== null && late.after === early
      ? late.position
      : early !== null && early.clientId === clientId && early.position !== null
        ? early.position
        : (late?.position ?? null);
  const shown = useRef({ early, position });
  useLayoutEffect(() => {
    shown.current = { early, position };
  });
  const remeasure = useRef<() => void>(() => undefined);
  // Again when the toolbar appears (it was measured before it had a size) and whenever its own size
  // changes (its content differs by block; zoom-out reduces it) — not after every render: typing
  // re-renders the toolbar, and a forced layout there costs every keystroke.
  const visible = position !== null;
  useLayoutEffect(() => {
    const own = toolbar.current;
    const view = doc.defaultView;
    if (!visible || own === null || view === null) return;
    remeasure.current();
    if (typeof view.ResizeObserver !== 'function') return;
    const resized = new view.ResizeObserver(() => flushSync(() => remeasure.current()));
    resized.observe(own);
    return () => resized.disconnect();
  }, [doc, visible, toolbar]);
  useLayoutEffect(() => {
    const view = doc.defaultView;
    let frame = 0;
    const measure = () => {
      const element = clientId === undefined ? null : blockElement(doc, clientId);
      const next =
        element === null || view === null ? null : placeFor(doc, view, element, toolbar.current);
      const now = shown.current;
      if (samePosition(now.position, next)) return;
      setLate({ after: now.early, position: next });
    };
    // Read once per frame, after the writes; the position is on screen in that same frame.
    const later = () => {
      if (view === null) return;
      view.cancelAnimationFrame(frame);
      frame = view.requestAnimationFrame(() => flushSync(measure));
    };
    remeasure.current = measure;
    later();
    const unsubscribe = entityStore.subscribe(later);
    const classes = new MutationObserver(later);
    classes.observe(doc.documentElement, { attributes: true, attributeFilter: ['class'] });
    classes.observe(doc.body, { attributes: true, attributeFilter: ['class'] });
    view?.addEventListener('resize', later);
    view?.addEventListener('scroll', later);
    return () => {
      remeasure.current = () => undefined;
      unsubscribe();
      classes.disconnect();
      view?.cancelAnimationFrame(frame);
      view?.removeEventListener('resize', later);
      view?.removeEventListener('scroll', later);
    };
  }, [doc, clientId, entityStore, toolbar]);
  return position;
}
