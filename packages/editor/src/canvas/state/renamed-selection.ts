import type { BlockSelection, SelectionPoint } from './block-editor-state';

/**
 * The selection after blocks took new ids (a shared record's first sync gives its blocks the
 * document's ids): each end follows its block. `caret` is where the caret is now, read before
 * the blocks are drawn again; it goes with the focus when it is in the focused block, so the
 * caret comes back where the person left it. The same object when no end was renamed.
 */
export function renamedSelection(
  selection: BlockSelection,
  renamed: ReadonlyMap<string, string>,
  caret: SelectionPoint | null,
): BlockSelection {
  const anchorId = renamed.get(selection.anchor.clientId);
  const focusId = renamed.get(selection.focus.clientId);
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
