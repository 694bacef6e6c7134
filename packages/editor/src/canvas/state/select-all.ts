import { singleSelection, type Verb } from './block-editor-state';
import { selectedClientIds } from './selection';
import { childrenOf, findLocation } from './tree';

/**
 * primary+a on blocks, one level per press (as the block editor does): the whole list the
 * selected blocks are in; when all of it is selected already, the block holding that list; with
 * nothing selected, all top-level blocks. The same state at the top (all top-level blocks).
 */
export const selectAll: Verb<unknown> = (state) => {
  const ids = selectedClientIds(state);
  const [firstId] = ids;
  const location = firstId === undefined ? null : findLocation(state.blocks, firstId);
  const parentId = location?.parentId ?? null;
  const siblings = childrenOf(state.blocks, parentId);
  const first = siblings[0];
  const last = siblings.at(-1);
  if (first === undefined || last === undefined) return state;
  if (ids.length < siblings.length) {
    return {
      ...state,
      selection: { anchor: { clientId: first.clientId }, focus: { clientId: last.clientId } },
    };
  }
  if (parentId === null) return state;
  return { ...state, selection: singleSelection(parentId) };
};
