import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import type { RecordRef } from '../../data/entities/store-state';
import { useBlockEditorStore, useBlockOwner } from './BlockEditorContext';
import type { BlockSelection, Verb } from './block-editor-state';
import type { BlockEditorStore, RunOptions } from './block-editor-store';
import type { EditorBlock } from './editor-block';
import { differsOnlyByTyping } from './editor-written';
import { ownerKey } from './record-instances';
import { selectedClientIds } from './selection';
import { findBlock } from './tree';

/** The selection; re-renders when it changes. */
export function useSelection(): BlockSelection | null {
  const store = useBlockEditorStore();
  return useSyncExternalStore(store.subscribe, store.getSelection, store.getSelection);
}

/** Whether the canvas is in navigation mode (Escape: arrows move between blocks). */
export function useNavigationMode(): boolean {
  const store = useBlockEditorStore();
  return useSyncExternalStore(store.subscribe, store.isNavigationMode, store.isNavigationMode);
}

/** An entity's tree; re-renders when it changes (an edit, theme patterns becoming known). */
function useTree(ref: RecordRef): readonly EditorBlock[] {
  const store = useBlockEditorStore();
  const entityStore = useEntityStore();
  const read = useCallback(
    () => store.treeOf(entityStore.getState(), ref),
    [store, entityStore, ref],
  );
  return useSyncExternalStore(store.subscribeTrees, read, read);
}

/** The edited tree of an entity (the one this component shows by default). */
export function useBlocks(ref?: RecordRef): readonly EditorBlock[] {
  const owner = useBlockOwner();
  return useTree(ref ?? owner);
}

/** Whether one block is selected; only blocks whose answer changes re-render. */
export function useIsBlockSelected(clientId: string): boolean {
  const store = useBlockEditorStore();
  const read = useCallback(() => {
    const selection = store.getSelection();
    if (selection === null) return false;
    const { anchor, focus } = selection;
    if (anchor.clientId === clientId || focus.clientId === clientId) return true;
    // One block selected: no other block is (no need to look the selection up in its tree).
    if (anchor.clientId === focus.clientId) return false;
    const owner = store.ownerOf(selection.focus.clientId);
    return selectedClientIds(store.stateOf(owner)).includes(clientId);
  }, [store, clientId]);
  return useSyncExternalStore(store.subscribe, read, read);
}

const NONE: readonly string[] = Object.freeze([]);

/**
 * A subscription to the selection and the trees together, for readers that depend on both (the
 * selected ids, the selected block, its path): one function per store.
 */
export function useSelectionOrTrees(store: BlockEditorStore): (listener: () => void) => () => void {
  return useCallback(
    (listener: () => void) => {
      const stopSelection = store.subscribe(listener);
      const stopTrees = store.subscribeTrees(listener);
      return () => {
        stopSelection();
        stopTrees();
      };
    },
    [store],
  );
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/**
 * The selected client ids (siblings in order) in their entity's tree. The same array while the
 * ids stay the same, so typing in a block does not render its users again.
 */
/** The selected blocks' ids in the entity that holds the selection's focus (none without one). */
function readSelectedClientIds(store: BlockEditorStore): readonly string[] {
  const selection = store.getSelection();
  return selection === null
    ? NONE
    : selectedClientIds(store.stateOf(store.ownerOf(selection.focus.clientId)));
}

export function useSelectedClientIds(): readonly string[] {
  const store = useBlockEditorStore();
  const last = useRef<readonly string[]>(NONE);
  const read = useCallback(() => {
    const ids = readSelectedClientIds(store);
    if (!sameIds(ids, last.current)) last.current = ids;
    return last.current;
  }, [store]);
  const subscribe = useSelectionOrTrees(store);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * Whether any block is selected (the selected ids are not empty): a boolean, so a new selection
 * that keeps blocks selected does not render its readers again.
 */
export function useHasSelectedBlocks(): boolean {
  const store = useBlockEditorStore();
  const read = useCallback(() => readSelectedClientIds(store).length > 0, [store]);
  const subscribe = useSelectionOrTrees(store);
  return useSyncExternalStore(subscribe, read, read);
}

/** The one selected block and the entity it belongs to, or null. */
export function useSelectedBlock(): { block: EditorBlock; owner: RecordRef } | null {
  const store = useBlockEditorStore();
  const selection = useSelection();
  const clientId =
    selection !== null && selection.anchor.clientId === selection.focus.clientId
      ? selection.focus.clientId
      : null;
  const owner = clientId === null ? store.rootRef : store.ownerOf(clientId);
  const tree = useTree(owner);
  if (clientId === null) return null;
  const block = findBlock(tree, clientId);
  return block === undefined ? null : { block, owner };
}

type SelectedBlock = { block: EditorBlock; owner: RecordRef } | null;

/**
 * The one selected block and its entity, or null, for what shows no rich text (the Block tab's
 * panels): the same answer while typing only changes the block's rich-text values, so typing
 * does not render its users again. Any other change of the block (an attribute set in a panel,
 * a remote edit, inner blocks) or of the selection gives the new block.
 */
export function useSelectedBlockBesideTyping(): SelectedBlock {
  const store = useBlockEditorStore();
  const entityStore = useEntityStore();
  const last = useRef<SelectedBlock>(null);
  const read = useCallback((): SelectedBlock => {
    const selection = store.getSelection();
    const clientId =
      selection !== null && selection.anchor.clientId === selection.focus.clientId
        ? selection.focus.clientId
        : null;
    const owner = clientId === null ? null : store.ownerOf(clientId);
    const block =
      clientId === null || owner === null
        ? undefined
        : findBlock(store.treeOf(entityStore.getState(), owner), clientId);
    const kept = last.current;
    if (block === undefined || owner === null) last.current = null;
    else if (
      kept === null ||
      (kept.owner !== owner && ownerKey(kept.owner) !== ownerKey(owner)) ||
      !differsOnlyByTyping(kept.block, block)
    ) {
      last.current = { block, owner };
    }
    return last.current;
  }, [store, entityStore]);
  const subscribe = useSelectionOrTrees(store);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The block editor for components: its store, the selection and `run(verb, args)`, which runs on
 * the entity of the selection unless given one.
 */
export function useBlockEditor() {
  const store = useBlockEditorStore();
  const selection = useSelection();
  const run = useCallback(
    <Args>(verb: Verb<Args>, args: Args, ref?: RecordRef, options?: RunOptions) =>
      store.run(verb, args, ref, options),
    [store],
  );
  return { store, registry: store.registry, selection, run };
}
