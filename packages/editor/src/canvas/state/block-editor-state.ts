import type { BlockRegistry } from '@atelier/blocks';
import type { EditorBlock } from './editor-block';

/** Where the caret goes in a block's rich text when it is selected: an offset or its end. */
export type Caret = number | 'end';

/** One end of the selection: a block and, for rich text, the caret in it. */
export interface SelectionPoint {
  clientId: string;
  caret?: Caret;
}

/**
 * The selection: one block (anchor and focus the same) or a range of siblings from the anchor
 * (where shift-selection started) to the focus (where it ends now).
 */
export interface BlockSelection {
  anchor: SelectionPoint;
  focus: SelectionPoint;
}

/** What the block-editor verbs read and return: the edited tree and the selection. */
export interface BlockEditorState {
  readonly blocks: readonly EditorBlock[];
  readonly selection: BlockSelection | null;
}

/** A pure change of the block-editor state; verbs never touch the DOM or a store. */
export type Verb<Args> = (
  state: BlockEditorState,
  args: Args,
  registry: BlockRegistry,
) => BlockEditorState;

/** A selection of one block, with an optional caret. */
export function singleSelection(clientId: string, caret?: Caret): BlockSelection {
  const point: SelectionPoint = caret === undefined ? { clientId } : { clientId, caret };
  return { anchor: point, focus: point };
}
