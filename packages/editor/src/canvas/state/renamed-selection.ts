import type { BlockSelection, SelectionPoint } from './block-editor-state';

/**
 * A block's new id: its record's renaming, also for the block as a showing of its record has it
 * (`idIn`: the record's id, `@`, the id of the block showing it — which a renaming of the record
 * around moves too).
 */
export function renamedId(renamed: ReadonlyMap<string, string>, id: string): string | undefined {
  const direct = renamed.get(id);
  if (direct !== undefined || !id.includes('@')) return direct;
  let changed = false;
  const parts = id.split('@').map((part) => {
    const next = renamed.get(part);
    if (next === undefined) return part;
    changed = true;
    return next;
  });
  return changed ? parts.join('@') : undefined;
}

/**
 * The selection after blocks took new ids (a shared record's first sync gives its blocks the
 * document's ids): each end follows its block. `caret` is where the caret is now, read before
 * the blocks are drawn again; it goes with the focus when it is in the focused block, so the
 * caret comes back where the person left it. A block selected in one showing of a record shown
 * twice (`record-instances.ts`) follows in that showing. The same object when no end was renamed.
 */
export function renamedSelection(
  selection: BlockSelection,
  renamed: ReadonlyMap<string, string>,
  caret: SelectionPoint | null,
): BlockSelection {
  const anchorId = renamedId(renamed, selection.anchor.clientId);
  const focusId = renamedId(renamed, selection.focus.clientId);
  if (anchorId === undefined && focusId === undefined) return selection;
  const single = selection.anchor.clientId === selection.focus.clientId;
  const at =
    caret !== null && caret.clientId === selection.focus.clientId && caret.caret !== undefined
      ? caret.caret
      : selection.focus.caret;
  const point = (end: SelectionPoint, id: string | undefined, withCaret: boolean) => {
    const next: SelectionPoint = { clientId: id ?? end.clientId };
    const kept = withCaret ? at : end.caret;
    if (kept !== undefined) next.caret = kept;
    return next;
  };
  return {
    anchor: point(selection.anchor, anchorId, single),
    focus: point(selection.focus, focusId, true),
  };
}
