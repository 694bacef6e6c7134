import type { BlockEditorState } from './block-editor-state';
import { selectedClientIds } from './selection';
import { findLocation } from './tree';

/** Where new blocks go: a parent (null for the top level) and an index in its children. */
export interface InsertionPoint {
  parentId: string | null;
  index: number;
}

/** After the (last) selected block, else at the end of the top level. */
export function defaultInsertionPoint(state: BlockEditorState): InsertionPoint {
  const last = selectedClientIds(state).at(-1);
  const location = last === undefined ? null : findLocation(state.blocks, last);
  if (location === null) return { parentId: null, index: state.blocks.length };
  return { parentId: location.parentId, index: location.index + 1 };
}
