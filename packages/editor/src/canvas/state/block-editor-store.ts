import type { BlockNode, BlockRegistry } from '@atelier/blocks';
import type { EntityStore } from '../../data/entities/entity-store';
import { getEditedBlocks } from '../../data/entities/selectors';
import { type RecordRef, recordKey, type StoreState } from '../../data/entities/store-state';
import type { BlockEditorState, BlockSelection, Verb } from './block-editor-state';
import { type EditorBlock, toEditorTree, toStoredTree } from './editor-block';
import { selectedClientIds } from './selection';
import { findBlock } from './tree';

export interface RunOptions {
  /** Typing: let the entity store join this edit with the previous one (default: own step). */
  coalesce?: boolean;
}

/**
 * The block editor of one canvas: the trees of the entities it shows (the edited record and the
 * template parts / synced patterns inside it) live in the entity store as `blocks` edits; the
 * selection and navigation mode live here. Verbs run on `{blocks, selection}` of one entity.
 */
export interface BlockEditorStore {
  readonly registry: BlockRegistry;
  /** The record the canvas edits. */
  readonly rootRef: RecordRef;
  getSelection(): BlockSelection | null;
  isNavigationMode(): boolean;
  /** The edited tree of an entity (same array while unchanged). */
  treeOf(state: StoreState, ref: RecordRef): readonly EditorBlock[];
  /** The entity a block belongs to (the root record when unknown). */
  ownerOf(clientId: string): RecordRef;
  /** The state verbs see for an entity: its tree and the selection. */
  stateOf(ref: RecordRef): BlockEditorState;
  /** Runs a verb on an entity (by default the owner of the selection): one undo step per action. */
  run<Args>(verb: Verb<Args>, args: Args, ref?: RecordRef, options?: RunOptions): void;
  /** The selected client ids (cached per selection and tree). */
  selectedIds(): ReadonlySet<string>;
  setNavigationMode(on: boolean): void;
  /** Listens to selection and navigation-mode changes (trees come from the entity store). */
  subscribe(listener: () => void): () => void;
}

export interface BlockEditorStoreOptions {
  entityStore: EntityStore;
  registry: BlockRegistry;
  rootRef: RecordRef;
}

/** Makes the block editor of one canvas over the app's entity store. */
export function createBlockEditorStore({
  entityStore,
  registry,
  rootRef,
}: BlockEditorStoreOptions): BlockEditorStore {
  let selection: BlockSelection | null = null;
  let navigationMode = false;
  const listeners = new Set<() => void>();
  const trees = new WeakMap<readonly BlockNode[], readonly EditorBlock[]>();
  const knownRefs = new Map<string, RecordRef>([[recordKey(rootRef), rootRef]]);

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const treeOf = (state: StoreState, ref: RecordRef): readonly EditorBlock[] => {
    if (!knownRefs.has(recordKey(ref))) knownRefs.set(recordKey(ref), ref);
    const stored = getEditedBlocks(state, ref);
    const known = trees.get(stored);
    if (known !== undefined) return known;
    const tree = toEditorTree(stored);
    trees.set(stored, tree);
    return tree;
  };

  const ownerOf = (clientId: string): RecordRef => {
    const state = entityStore.getState();
    for (const ref of knownRefs.values()) {
      if (findBlock(treeOf(state, ref), clientId) !== undefined) return ref;
    }
    return rootRef;
  };

  const stateOf = (ref: RecordRef): BlockEditorState => ({
    blocks: treeOf(entityStore.getState(), ref),
    selection,
  });

  let selectedCache: {
    selection: BlockSelection | null;
    blocks: readonly EditorBlock[];
    ids: ReadonlySet<string>;
  } | null = null;

  const selectedIds = (): ReadonlySet<string> => {
    if (selection === null) return new Set();
    const state = stateOf(ownerOf(selection.focus.clientId));
    if (selectedCache?.selection === selection && selectedCache.blocks === state.blocks) {
      return selectedCache.ids;
    }
    const ids = new Set(selectedClientIds(state));
    selectedCache = { selection, blocks: state.blocks, ids };
    return ids;
  };

  return {
    registry,
    rootRef,
    selectedIds,
    getSelection: () => selection,
    isNavigationMode: () => navigationMode,
    treeOf,
    ownerOf,
    stateOf,
    run(verb, args, ref, options = {}) {
      const target = ref ?? (selection === null ? rootRef : ownerOf(selection.focus.clientId));
      const before = stateOf(target);
      const after = verb(before, args, registry);
      if (after.blocks !== before.blocks) {
        const stored = toStoredTree(after.blocks);
        trees.set(stored, after.blocks);
        if (options.coalesce !== true) entityStore.markUndoBoundary();
        entityStore.edit(target, { blocks: stored });
        if (options.coalesce !== true) entityStore.markUndoBoundary();
      }
      if (after.selection !== selection) {
        selection = after.selection;
        emit();
      }
    },
    setNavigationMode(on) {
      if (navigationMode === on) return;
      navigationMode = on;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
