import { type Caret, singleSelection, type Verb } from './block-editor-state';
import { findBlock, findLocation } from './tree';

/** Selects one block (with a caret for its rich text). */
export const selectBlock: Verb<{ clientId: string; caret?: Caret }> = (state, args) => {
  if (findBlock(state.blocks, args.clientId) === undefined) return state;
  return { ...state, selection: singleSelection(args.clientId, args.caret) };
};

/**
 * Selects siblings from anchor to focus (shift+click, shift+arrows). When the two are not
 * siblings, the focus is lifted to the ancestor that is the anchor's sibling.
 */
export const selectRange: Verb<{ anchorId: string; focusId: string }> = (state, args) => {
  const anchor = findLocation(state.blocks, args.anchorId);
  if (anchor === null) return state;
  let focusId: string | null = args.focusId;
  while (focusId !== null) {
    const focus = findLocation(state.blocks, focusId);
    if (focus === null) return state;
    if (focus.parentId === anchor.parentId) break;
    focusId = focus.parentId;
  }
  if (focusId === null) return state;
  return {
    ...state,
    selection: { anchor: { clientId: args.anchorId }, focus: { clientId: focusId } },
  };
};

/** Nothing selected. */
export const clearSelection: Verb<unknown> = (state) =>
  state.selection === null ? state : { ...state, selection: null };
