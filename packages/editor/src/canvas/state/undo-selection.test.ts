import { createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { createEntityStore } from '../../data/entities/entity-store';
import { EMPTY_STATE, type RecordRef, type UndoStep } from '../../data/entities/store-state';
import { createFakeRest } from '../../data/fake-rest';
import { type SelectionPoint, singleSelection } from './block-editor-state';
import { createBlockEditorStore } from './block-editor-store';
import { toEditorTree, toStoredTree } from './editor-block';
import { insertBlocks } from './insert-blocks';
import { selectBlock } from './select-block';
import { selectionAfterMove, stepSelectionOfEdit, withCaret } from './undo-selection';
import { updateAttributes } from './update-attributes';
import { outline, paragraph } from './verb-test-helpers';

const step = (time: number): UndoStep => ({ type: 'edits', changes: [], time });
const history = (...past: UndoStep[]) => ({ ...EMPTY_STATE.history, past });

describe('withCaret', () => {
  it('adds the DOM caret to a one-block selection of that block without a caret', () => {
    const caret: SelectionPoint = { clientId: 'a', caret: 3 };
    expect(withCaret(singleSelection('a'), caret)).toEqual(singleSelection('a', 3));
    const other = singleSelection('b');
    expect(withCaret(other, caret)).toBe(other);
    const placed = singleSelection('a', 'end');
    expect(withCaret(placed, caret)).toBe(placed);
    const range = { anchor: { clientId: 'a' }, focus: { clientId: 'b' } };
    expect(withCaret(range, caret)).toBe(range);
    expect(withCaret(null, caret)).toBeNull();
  });
});

describe('stepSelectionOfEdit', () => {
  const one = step(1);
  const two = step(2);
  const a = singleSelection('a');
  const b = singleSelection('b');

  it('keeps the selections before and after with a new step', () => {
    expect(stepSelectionOfEdit(history(one), history(one, two), () => undefined, a, b)).toEqual({
      step: two,
      selection: { before: a, after: b },
    });
  });

  it('keeps the first `before` when typing extends the last step', () => {
    const joined = step(3);
    const known = (candidate: UndoStep) =>
      candidate === one ? { before: a, after: a } : undefined;
    expect(stepSelectionOfEdit(history(one), history(joined), known, b, b)).toEqual({
      step: joined,
      selection: { before: a, after: b },
    });
  });

  it('is null when the edit made no step', () => {
    expect(stepSelectionOfEdit(history(one), history(one), () => undefined, a, b)).toBeNull();
  });
});

describe('selectionAfterMove', () => {
  const kept = { before: singleSelection('a', 2), after: singleSelection('b') };
  const all = () => true;

  it('undo brings back the selection before the step, redo the one after it', () => {
    expect(selectionAfterMove({ direction: 'undo', step: step(1) }, kept, null, all)).toBe(
      kept.before,
    );
    expect(selectionAfterMove({ direction: 'redo', step: step(1) }, kept, null, all)).toBe(
      kept.after,
    );
  });

  it('keeps the current selection for a step it knows nothing of, unless its block is gone', () => {
    const current = singleSelection('c');
    const move = { direction: 'undo', step: step(1) } as const;
    expect(selectionAfterMove(move, undefined, current, all)).toBe(current);
    expect(selectionAfterMove(move, undefined, current, (id) => id !== 'c')).toBeNull();
    expect(selectionAfterMove(move, kept, current, (id) => id === 'c')).toBe(current);
  });
});

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//index' };
const CONTENT = [
  '<!-- wp:paragraph -->\n<p>Hello</p>\n<!-- /wp:paragraph -->',
  '<!-- wp:heading -->\n<h2 class="wp-block-heading">Title</h2>\n<!-- /wp:heading -->',
].join('\n\n');

async function setUp() {
  const rest = createFakeRest({
    'GET /wp/v2/templates/loom//index': () => ({
      body: { id: 'loom//index', slug: 'index', content: { raw: CONTENT } },
    }),
  });
  let time = 0;
  const entityStore = createEntityStore({ client: rest.client, now: () => time });
  await entityStore.resolveRecord(TEMPLATE);
  const store = createBlockEditorStore({
    entityStore,
    registry: createCoreRegistry(),
    rootRef: TEMPLATE,
  });
  // The canvas listens to the selection while it is shown; that is when undo restores it.
  store.subscribe(() => undefined);
  const [first, second] = store.treeOf(entityStore.getState(), TEMPLATE);
  if (first === undefined || second === undefined) throw new Error('two blocks expected');
  return {
    entityStore,
    store,
    paragraphId: first.clientId,
    headingId: second.clientId,
    tick: (ms: number) => (time += ms),
  };
}

describe('undo and redo restore the selection', () => {
  it('typing: undo selects the paragraph again with the caret where typing began', async () => {
    const { entityStore, store, paragraphId, headingId, tick } = await setUp();
    let caret: SelectionPoint | null = { clientId: paragraphId, caret: 5 };
    store.setCaretReader(() => caret);
    store.run(selectBlock, { clientId: paragraphId });
    store.noteCaret();
    for (const text of ['Hello!', 'Hello!!']) {
      tick(100);
      caret = { clientId: paragraphId, caret: text.length };
      store.run(
        updateAttributes,
        { clientId: paragraphId, attributes: { content: text } },
        undefined,
        {
          coalesce: true,
        },
      );
      store.noteCaret();
    }
    store.run(selectBlock, { clientId: headingId });
    caret = null;

    entityStore.undo();
    expect(store.getSelection()).toEqual(singleSelection(paragraphId, 5));
    entityStore.redo();
    expect(store.getSelection()).toEqual(singleSelection(paragraphId, 7));
  });

  it('insert: undo selects the block selected before, redo the inserted one', async () => {
    const { entityStore, store, paragraphId } = await setUp();
    store.run(selectBlock, { clientId: paragraphId });
    const added = paragraph('New');
    store.run(insertBlocks, { blocks: [added] });
    expect(store.getSelection()?.focus.clientId).toBe(added.clientId);
    entityStore.undo();
    expect(store.getSelection()).toEqual(singleSelection(paragraphId));
    expect(store.isSelectionFromHistory()).toBe(true);
    entityStore.redo();
    expect(store.getSelection()?.focus.clientId).toBe(added.clientId);
    store.run(selectBlock, { clientId: paragraphId });
    expect(store.isSelectionFromHistory()).toBe(false);
  });

  it('clears a selection whose block an undo took away', async () => {
    const { entityStore, store } = await setUp();
    // An edit made outside the block editor (e.g. the code editor) keeps no selection.
    const extra = toEditorTree([paragraph('Outside')]);
    const blocks = [...store.treeOf(entityStore.getState(), TEMPLATE), ...extra];
    entityStore.edit(TEMPLATE, { blocks: toStoredTree(blocks) });
    entityStore.markUndoBoundary();
    const [outside] = extra;
    store.run(selectBlock, { clientId: outside?.clientId ?? '' });
    expect(store.getSelection()).not.toBeNull();
    entityStore.undo();
    expect(outline(store.treeOf(entityStore.getState(), TEMPLATE))).toEqual([
      'core/paragraph: Hello',
      'core/heading: Title',
    ]);
    expect(store.getSelection()).toBeNull();
  });

  it('stops following the history when nobody listens', async () => {
    const { entityStore, store, paragraphId } = await setUp();
    const other = createBlockEditorStore({
      entityStore,
      registry: store.registry,
      rootRef: TEMPLATE,
    });
    const stop = other.subscribe(() => undefined);
    other.run(selectBlock, { clientId: paragraphId });
    other.run(insertBlocks, { blocks: [paragraph('New')] });
    stop();
    const selected = other.getSelection();
    entityStore.undo();
    expect(other.getSelection()).toBe(selected);
  });
});
