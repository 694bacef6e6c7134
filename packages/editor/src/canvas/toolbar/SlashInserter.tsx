import { blockAttributes } from '@atelier/blocks';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useCompleteBlockTypes } from '../block-types/use-block-types';
import { blockToolbarFor } from '../blocks/block-uis';
import { createNewBlock } from '../inserter/new-block';
import { useBlockEditorStore } from '../state/BlockEditorContext';
import { useSelectedBlock } from '../state/block-editor-hooks';
import { replaceBlocks } from '../state/replace-blocks';
import { useCanvasUiStore } from '../ui/CanvasUiContext';
import { mayHoldSlashQuery, slashMatches, slashQuery } from './slash-matches';
import { useAnchorPosition } from './use-anchor-position';

/**
 * The slash inserter: typing '/' in an empty paragraph lists block types; arrows choose, Enter or
 * a click turns the paragraph into the chosen block, Escape closes.
 */
export function SlashInserter({ doc }: { doc: Document }) {
  const store = useBlockEditorStore();
  const ui = useCanvasUiStore();
  const selected = useSelectedBlock();
  const block = selected?.block;
  const query = useMemo(() => {
    if (block === undefined || blockToolbarFor(block.name).slashInserter !== true) return null;
    if (!mayHoldSlashQuery(block.innerHTML)) return null;
    const content = blockAttributes(store.registry, block).content;
    return typeof content === 'string' ? slashQuery(content) : null;
  }, [store, block]);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const clientId = block?.clientId;
  const open = query !== null && clientId !== undefined && dismissed !== clientId;
  const complete = useCompleteBlockTypes(store.registry, open);
  const matches = useMemo(
    () => (open && complete && query !== null ? slashMatches(store.registry, query) : []),
    [open, complete, query, store],
  );
  const position = useAnchorPosition(doc, open ? clientId : undefined);
  const [enterWhenComplete, setEnterWhenComplete] = useState(false);

  useEffect(() => {
    ui.set({ slash: open && clientId !== undefined ? { clientId, query: query ?? '' } : null });
  }, [ui, open, clientId, query]);
  useEffect(() => {
    if (query === null) setDismissed(null);
    setActive(0);
  }, [query]);

  const choose = (name: string) => {
    if (clientId === undefined || selected === null) return;
    const created = createNewBlock(store.registry, name);
    store.run(
      replaceBlocks,
      { clientIds: [clientId], blocks: [created], caret: 0 },
      selected.owner,
    );
  };

  useEffect(() => {
    if (!enterWhenComplete || !complete) return;
    setEnterWhenComplete(false);
    const match = open ? matches[active] : undefined;
    if (match !== undefined) choose(match.name);
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
          setEnterWhenComplete(true);
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
