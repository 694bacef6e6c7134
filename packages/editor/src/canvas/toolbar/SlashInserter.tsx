import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  documentKeyTargets,
  type HeldKey,
  startTypedAhead,
  type TypedAhead,
} from '../../app/typed-ahead/typed-ahead';
import type { TypedAheadSlot } from '../../app/typed-ahead/typed-ahead-slot';
import { useCompleteBlockTypes } from '../block-types/use-block-types';
import { createNewBlock } from '../inserter/new-block';
import { replayKeys } from '../rich-text/replay-keys';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { replaceBlocks } from '../state/replace-blocks';
import { useCanvasUiStore } from '../ui/CanvasUiContext';
import { slashMatches } from './slash-matches';
import { useAnchorPosition } from './use-anchor-position';
import { useSlashQuery } from './use-slash-query';

/** An Enter that chooses once the list is there: the keys before it was taken, and the hold after. */
interface DeferredEnter {
  before: readonly HeldKey[];
  hold: TypedAhead;
}

/**
 * The slash inserter: typing '/' in an empty paragraph lists block types; arrows choose, Enter or
 * a click turns the paragraph into the chosen block, Escape closes. An Enter pressed after the
 * query while this code or the block types were on their way (`typedAhead`) chooses once the list
 * is there; the keys pressed after it are held until then and typed into the chosen block.
 */
export function SlashInserter({ doc, typedAhead }: { doc: Document; typedAhead?: TypedAheadSlot }) {
  const store = useBlockEditorStore();
  const ui = useCanvasUiStore();
  // Only the query, so a keystroke that types none does not render the inserter.
  const target = useSlashQuery();
  const query = target?.query ?? null;
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const clientId = target?.clientId;
  const open = query !== null && clientId !== undefined && dismissed !== clientId;
  const complete = useCompleteBlockTypes(store.registry, open);
  const matches = useMemo(
    () => (open && complete && query !== null ? slashMatches(store.registry, query) : []),
    [open, complete, query, store],
  );
  const position = useAnchorPosition(doc, open ? clientId : undefined);
  const deferred = useRef<DeferredEnter | null>(null);
  const deferEnter = (before: readonly HeldKey[]) => {
    deferred.current?.hold.stop();
    const hold = startTypedAhead(documentKeyTargets(doc), {
      keepText: false,
      holdAfterEnter: true,
      enterPressed: true,
      // The list never came: nothing is chosen, and the keys go where the person is (not the
      // Enter: with the query still open it would only wait for the list again).
      onExpire: () => {
        if (deferred.current?.hold !== hold) return;
        deferred.current = null;
        void replayKeys(doc, [...before, ...hold.take().after]);
      },
    });
    deferred.current = { before, hold };
  };
  useEffect(() => () => deferred.current?.hold.stop(), []);

  useEffect(() => {
    ui.set({ slash: open && clientId !== undefined ? { clientId, query: query ?? '' } : null });
  }, [ui, open, clientId, query]);
  useEffect(() => {
    if (query === null) setDismissed(null);
    setActive(0);
  }, [query]);

  const choose = (name: string) => {
    if (target === null) return;
    const created = createNewBlock(store.registry, name);
    store.run(
      replaceBlocks,
      { clientIds: [target.clientId], blocks: [created], caret: 0 },
      target.owner,
    );
  };

  /** Enter's choice, made late: the active match (none: nothing), then the keys held after it. */
  const chooseThenPlay = (held: readonly HeldKey[]) => {
    const match = open ? matches[active] : undefined;
    if (match !== undefined) choose(match.name);
    void replayKeys(doc, held);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, as the kept keys are taken
  useEffect(() => {
    const kept = typedAhead?.take();
    if (kept?.enter !== true) return;
    if (complete) chooseThenPlay(kept.after);
    else deferEnter(kept.after);
  }, [typedAhead]);
  // The block types have come (their store renders this): the deferred Enter chooses.
  useEffect(() => {
    const waiting = deferred.current;
    if (waiting === null || !complete) return;
    deferred.current = null;
    chooseThenPlay([...waiting.before, ...waiting.hold.take().after]);
  });

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        event.stopPropagation();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (index + step + matches.length) % Math.max(matches.length, 1));
      } else if (event.key === 'Enter') {
        if (!complete) {
          // The block types are still loading: choose when the list is there.
          event.preventDefault();
          event.stopPropagation();
          deferEnter([]);
          return;
        }
        const match = matches[active];
        if (match === undefined) return;
        event.preventDefault();
        event.stopPropagation();
        choose(match.name);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        if (clientId !== undefined) setDismissed(clientId);
      }
    };
    doc.addEventListener('keydown', onKeyDown, true);
    return () => doc.removeEventListener('keydown', onKeyDown, true);
  });

  if (!open || position === null || matches.length === 0) return null;
  return createPortal(
    <div
      className="atelier-canvas-popover atelier-slash-inserter"
      role="listbox"
      aria-label="Blocks"
      style={{ top: position.bottom + 4, left: position.left }}
    >
      {matches.map((match, index) => (
        <div
          key={match.name}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          onMouseDown={(event) => {
            event.preventDefault();
            choose(match.name);
          }}
        >
          {match.title}
        </div>
      ))}
    </div>,
    doc.body,
  );
}
