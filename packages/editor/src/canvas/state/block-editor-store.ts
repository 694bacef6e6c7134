import type { BlockNode, BlockRegistry } from '@atelier/blocks';
import type { EntityStore } from '../../data/entities/entity-store';
import { historyMoveOf } from '../../data/entities/history';
import { getEditedBlocks } from '../../data/entities/selectors';
import {
  type RecordRef,
  recordKey,
  type StoreState,
  type UndoStep,
} from '../../data/entities/store-state';
import type { BlockEditorState, BlockSelection, SelectionPoint, Verb } from './block-editor-state';
import { carryBlockIndex } from './block-index';
import { type EditorBlock, toEditorTree, toStoredTree } from './editor-block';
import { typedAttributesOf } from './editor-written';
import { entityRegistry } from './entity-root';
import { type InlinePattern, inlinePatterns, type PatternLookup } from './inline-patterns';
import {
  createRecordInstances,
  instanceOf,
  ownerKey,
  recordOf,
  selectionIn,
} from './record-instances';
import { createRenamedIds } from './renamed-args';
import { renamedBlocks } from './renamed-blocks';
import { renamedSelection } from './renamed-selection';
import { selectedClientIds } from './selection';
import { findBlock } from './tree';
import {
  type StepSelection,
  selectionAfterMove,
  stepSelectionOfEdit,
  withCaret,
} from './undo-selection';

export interface RunOptions {
  /** Typing: let the entity store join this edit with the previous one (default: own step). */
  coalesce?: boolean;
  /**
   * The page already shows the change (text typed into a rich text): the edit is made now and
   * React hears of it after the next frame (the entity store's `shownEdit`).
   */
  shown?: boolean;
}

/**
 * The block editor of one canvas: the trees of the entities it shows (the edited record and the
 * template parts / synced patterns inside it) live in the entity store as `blocks` edits; the
 * selection and navigation mode live here. Verbs run on `{blocks, selection}` of one entity.
 * Theme patterns placed by slug are shown inlined once known; undo and redo bring back the
 * selection each step began or ended with.
 */
export interface BlockEditorStore {
  readonly registry: BlockRegistry;
  /** The record the canvas edits. */
  readonly rootRef: RecordRef;
  getSelection(): BlockSelection | null;
  /** Whether the selection was last set by an undo or redo (not by a verb). */
  isSelectionFromHistory(): boolean;
  /**
   * Whether the selection last changed only because its blocks took new ids (a first sync): the
   * same blocks, still drawn by the same elements, so focus stays where the person has it.
   */
  isSelectionFromRenaming(): boolean;
  /**
   * The id a block had when the canvas first knew it: the same through a first sync's renaming,
   * for what holds state of its own for one block (an inspector panel's toggle).
   */
  stableId(clientId: string): string;
  isNavigationMode(): boolean;
  /**
   * The edited tree of an entity (same array while unchanged): its `blocks` edit, else its
   * content parsed, with the theme patterns it places inlined once they are known. Inlining
   * makes no edit: the record stays clean until a real change stores the inlined tree.
   */
  treeOf(state: StoreState, ref: RecordRef): readonly EditorBlock[];
  /** Makes the theme patterns known (placed patterns are then shown as their blocks). */
  setThemePatterns(patterns: readonly InlinePattern[]): void;
  /** Listens to changes of the trees: edits in the entity store, theme patterns becoming known. */
  subscribeTrees(listener: () => void): () => void;
  /**
   * The records whose trees the canvas has shown (the edited record first, then template parts,
   * synced patterns, menus inside it), each once whatever its showings; the same array until one
   * more becomes known. Co-editing opens a session for each.
   */
  shownRecords(): readonly RecordRef[];
  /** Told (after the render that found it) when one more record is shown. */
  subscribeShownRecords(listener: () => void): () => void;
  /**
   * Where the DOM caret is (the block and the offset in its main rich text), read when a step
   * begins and ends so undo and redo can put it back; null when the caret is elsewhere.
   */
  setCaretReader(reader: (() => SelectionPoint | null) | null): void;
  /** The DOM selection moved: remember the caret for the next step's `before`. */
  noteCaret(): void;
  /** The entity a block belongs to (the root record when unknown). */
  ownerOf(clientId: string): RecordRef;
  /** The state verbs see for an entity: its tree and the selection. */
  stateOf(ref: RecordRef): BlockEditorState;
  /** Runs a verb on an entity (by default the owner of the selection): one undo step per action. */
  run<Args>(verb: Verb<Args>, args: Args, ref?: RecordRef, options?: RunOptions): void;
  /** The selected client ids (cached per selection and tree). */
  selectedIds(): ReadonlySet<string>;
  setNavigationMode(on: boolean): void;
  /**
   * Listens to selection and navigation-mode changes. While anyone listens, the store follows the
   * entity store's undo and redo to bring the selection back.
   */
  subscribe(listener: () => void): () => void;
}

export interface BlockEditorStoreOptions {
  entityStore: EntityStore;
  registry: BlockRegistry;
  rootRef: RecordRef;
}

function patternLookup(patterns: readonly InlinePattern[]): PatternLookup {
  return new Map(patterns.map((pattern) => [pattern.name, pattern]));
}

function sameLookup(a: PatternLookup, b: PatternLookup): boolean {
  if (a.size !== b.size) return false;
  for (const [name, pattern] of a) {
    const other = b.get(name);
    if (other?.title !== pattern.title || other.content !== pattern.content) return false;
  }
  return true;
}

/** Makes the block editor of one canvas over the app's entity store. */
export function createBlockEditorStore({
  entityStore,
  registry,
  rootRef,
}: BlockEditorStoreOptions): BlockEditorStore {
  let selection: BlockSelection | null = null;
  /** What last set the selection: a verb, an undo or redo, or blocks taking new ids. */
  let selectedBy: 'verb' | 'history' | 'renaming' = 'verb';
  let navigationMode = false;
  const listeners = new Set<() => void>();
  const treeListeners = new Set<() => void>();
  const trees = new WeakMap<readonly BlockNode[], readonly EditorBlock[]>();
  const knownRefs = new Map<string, RecordRef>([[ownerKey(rootRef), rootRef]]);
  let shown: readonly RecordRef[] = [rootRef];
  const shownListeners = new Set<() => void>();
  let shownPending = false;
  // A ref becomes known while a block renders: its listeners hear of it after that render.
  const learnRef = (key: string, ref: RecordRef) => {
    knownRefs.set(key, ref);
    const record = recordOf(ref);
    if (shown.some((known) => recordKey(known) === recordKey(record))) return;
    shown = [...shown, record];
    if (shownPending) return;
    shownPending = true;
    queueMicrotask(() => {
      shownPending = false;
      for (const listener of shownListeners) listener();
    });
  };
  const instances = createRecordInstances();
  let patterns: PatternLookup = new Map();
  let inlined = new WeakMap<readonly EditorBlock[], readonly EditorBlock[]>();
  const stepSelections = new WeakMap<UndoStep, StepSelection>();
  let readCaret: (() => SelectionPoint | null) | null = null;
  let lastCaret: SelectionPoint | null = null;

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const editorTree = (stored: readonly BlockNode[]): readonly EditorBlock[] => {
    let tree = trees.get(stored);
    if (tree === undefined) {
      tree = toEditorTree(stored);
      trees.set(stored, tree);
    }
    return tree;
  };

  const treeOf = (state: StoreState, ref: RecordRef): readonly EditorBlock[] => {
    const key = ownerKey(ref);
    if (!knownRefs.has(key)) learnRef(key, ref);
    const tree = editorTree(getEditedBlocks(state, ref));
    let shown = inlined.get(tree);
    if (shown === undefined) {
      shown = inlinePatterns(tree, patterns);
      inlined.set(tree, shown);
    }
    const instance = instanceOf(ref);
    return instance === null ? shown : instances.treeIn(shown, instance);
  };

  // Owners found for the current trees: a keystroke asks for the selection's owner many times
  // (the verb, the selection hooks, the command context), the trees are searched once.
  let owners: {
    state: StoreState;
    patterns: PatternLookup;
    refs: number;
    found: Map<string, RecordRef>;
  } | null = null;
  const ownerOf = (clientId: string): RecordRef => {
    const state = entityStore.getState();
    if (owners?.state !== state || owners.patterns !== patterns || owners.refs !== knownRefs.size) {
      owners = { state, patterns, refs: knownRefs.size, found: new Map() };
    }
    const known = owners.found.get(clientId);
    if (known !== undefined) return known;
    let owner = rootRef;
    for (const ref of knownRefs.values()) {
      if (findBlock(treeOf(state, ref), clientId) !== undefined) {
        owner = ref;
        break;
      }
    }
    // treeOf may have learnt of a ref: the answer holds for the refs known now.
    if (owners.refs === knownRefs.size) owners.found.set(clientId, owner);
    return owner;
  };

  const exists = (clientId: string): boolean =>
    findBlock(treeOf(entityStore.getState(), ownerOf(clientId)), clientId) !== undefined;

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

  // Undo and redo of the entity store bring back the selection kept with the step.
  let history = entityStore.getState().history;
  let stopFollowing: (() => void) | null = null;
  const followHistory = () => {
    const next = entityStore.getState().history;
    if (next === history) return;
    const move = historyMoveOf(history, next);
    history = next;
    if (move === null) return;
    const restored = selectionAfterMove(move, stepSelections.get(move.step), selection, exists);
    if (restored === selection) return;
    selection = restored;
    selectedBy = 'history';
    emit();
  };

  // A shared record's first sync gives its blocks the document's ids: the selection follows
  // them, with the caret where it is now (read before the blocks are drawn again), and so does
  // a verb run later by an action begun before (`renamed-args.ts`).
  let stopNewIds: (() => void) | null = null;
  const renamedIds = createRenamedIds();
  const followNewIds = (ref: RecordRef, before: readonly BlockNode[]) => {
    const previous = trees.get(before);
    if (previous === undefined) return;
    const after = editorTree(getEditedBlocks(entityStore.getState(), ref));
    const renamed = renamedBlocks(previous, after);
    renamedIds.add(renamed);
    if (selection === null) return;
    const moved = renamedSelection(selection, renamed, readCaret?.() ?? null);
    if (moved === selection) return;
    selection = moved;
    selectedBy = 'renaming';
    emit();
  };

  const edit = (target: RecordRef, stored: BlockNode[], after: BlockEditorState, join: boolean) => {
    const before = withCaret(selection, lastCaret);
    if (!join) entityStore.markUndoBoundary();
    const previous = entityStore.getState().history;
    entityStore.edit(target, { blocks: stored }, { knownAttributes: typedAttributesOf });
    const made = stepSelectionOfEdit(
      previous,
      entityStore.getState().history,
      (step) => stepSelections.get(step),
      before,
      withCaret(after.selection, readCaret?.() ?? null),
    );
    if (made !== null) stepSelections.set(made.step, made.selection);
    if (!join) entityStore.markUndoBoundary();
  };

  return {
    registry,
    rootRef,
    selectedIds,
    getSelection: () => selection,
    isSelectionFromHistory: () => selectedBy === 'history',
    isSelectionFromRenaming: () => selectedBy === 'renaming',
    stableId: (clientId) => renamedIds.original(clientId),
    isNavigationMode: () => navigationMode,
    treeOf,
    ownerOf,
    stateOf,
    run(verb, given, ref, options = {}) {
      const target =
        ref === undefined
          ? selection === null
            ? rootRef
            : ownerOf(selection.focus.clientId)
          : renamedIds.currentRef(ref);
      const before = stateOf(target);
      const args = renamedIds.currentArgs(given);
      const made = verb(before, args, entityRegistry(registry, target));
      // In a showing of a record shown more than once, the ids are that showing's (see
      // record-instances.ts): the record keeps its own, and a block the verb made is selected
      // by the id it gets in the showing.
      const instance = instanceOf(target);
      const after =
        instance === null || made.selection === before.selection
          ? made
          : { ...made, selection: selectionIn(made.selection, instance) };
      if (after.blocks !== before.blocks) {
        // Typing changes one block in place: the new tree's index is the old one's with that
        // block's path written again, not a walk of every block (`carryBlockIndex`).
        if (instance === null) carryBlockIndex(before.blocks, after.blocks);
        const blocks =
          instance === null ? after.blocks : instances.treeOutside(after.blocks, instance);
        const stored = toStoredTree(blocks);
        trees.set(stored, blocks);
        const write = () => edit(recordOf(target), stored, after, options.coalesce === true);
        if (options.shown === true && after.selection === selection) entityStore.shownEdit(write);
        else write();
      }
      if (after.selection !== selection) {
        selection = after.selection;
        selectedBy = 'verb';
        emit();
      }
    },
    setThemePatterns(list) {
      const next = patternLookup(list);
      if (sameLookup(patterns, next)) return;
      patterns = next;
      inlined = new WeakMap();
      for (const listener of treeListeners) listener();
    },
    shownRecords: () => shown,
    subscribeShownRecords(listener) {
      shownListeners.add(listener);
      return () => shownListeners.delete(listener);
    },
    subscribeTrees(listener) {
      treeListeners.add(listener);
      const stop = entityStore.subscribe(listener);
      return () => {
        treeListeners.delete(listener);
        stop();
      };
    },
    setCaretReader(reader) {
      readCaret = reader;
      lastCaret = null;
    },
    noteCaret() {
      lastCaret = readCaret?.() ?? null;
    },
    setNavigationMode(on) {
      if (navigationMode === on) return;
      navigationMode = on;
      emit();
    },
    subscribe(listener) {
      if (listeners.size === 0) {
        history = entityStore.getState().history;
        stopFollowing = entityStore.subscribe(followHistory);
        stopNewIds = entityStore.subscribeNewBlockIds(followNewIds);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopFollowing?.();
          stopFollowing = null;
          stopNewIds?.();
          stopNewIds = null;
        }
      };
    },
  };
}
