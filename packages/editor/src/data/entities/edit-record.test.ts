import { parse } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { getDirtyRecords, hasEdits } from './dirty-records';
import { COALESCE_MS, editRecord } from './edit-record';
import { redo, undo } from './history';
import { receiveRecord } from './receive-records';
import { clearSentEdits } from './save-state';
import { getEditedRecord } from './selectors';
import { EMPTY_STATE, type RecordRef, recordKey, type StoreState } from './store-state';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '7' };
const T = recordKey(TEMPLATE);
const P = recordKey(PAGE);

function deepFreeze<V>(value: V): V {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

function start(): StoreState {
  let state = receiveRecord(
    EMPTY_STATE,
    TEMPLATE,
    {
      id: 'loom//home',
      slug: 'home',
      title: { raw: 'Home', rendered: 'Home' },
      content: { raw: '' },
    },
    '"1-1"',
  );
  state = receiveRecord(state, PAGE, { id: 7, title: { raw: 'About', rendered: 'About' } }, null);
  return deepFreeze(state);
}

describe('edits', () => {
  it('layer over the record without touching it', () => {
    const before = start();
    const after = editRecord(before, T, { title: 'Landing' }, { now: 0 });
    expect(getEditedRecord(after, TEMPLATE)?.title).toBe('Landing');
    expect(getEditedRecord(before, TEMPLATE)?.title).toBe('Home');
    expect(after.records[T]?.record.title).toEqual({ raw: 'Home', rendered: 'Home' });
  });

  it('make a record dirty only while they differ from it (deep compare)', () => {
    let state = editRecord(start(), T, { title: 'Landing' }, { now: 0 });
    expect(hasEdits(state, T)).toBe(true);
    state = editRecord(state, T, { title: 'Home' }, { now: 5000 });
    expect(hasEdits(state, T)).toBe(false);
    expect(getDirtyRecords(state)).toEqual([]);

    state = editRecord(state, P, { meta: { a: [1] } }, { now: 6000 });
    expect(hasEdits(state, P)).toBe(true);
    const same = receiveRecord(state, PAGE, { id: 7, meta: { a: [1] } }, null);
    expect(hasEdits(same, P)).toBe(false);
  });

  it('list dirty records in the order they were first edited, with title and type', () => {
    let state = editRecord(start(), P, { title: 'About us' }, { now: 0 });
    state = editRecord(state, T, { title: 'Landing' }, { now: 10 });
    expect(
      getDirtyRecords(state).map(({ title, typeLabel, id }) => ({ title, typeLabel, id })),
    ).toEqual([
      { title: 'About us', typeLabel: 'Page', id: '7' },
      { title: 'Landing', typeLabel: 'Template', id: 'loom//home' },
    ]);
  });

  it('compare an edited block tree with the content it serialises to', () => {
    const state = editRecord(start(), T, { blocks: [] }, { now: 0 });
    expect(hasEdits(state, T)).toBe(false);
    const tree = [
      {
        name: 'core/paragraph',
        attributes: {},
        innerBlocks: [],
        innerHTML: '<p>Hi</p>',
        innerContent: ['<p>Hi</p>'],
      },
    ];
    const edited = editRecord(state, T, { blocks: tree }, { now: 10 });
    expect(hasEdits(edited, T)).toBe(true);
    expect(getEditedRecord(edited, TEMPLATE)?.content).toBe(
      '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
    );
  });

  it('drop a block-tree edit when the content is edited as text', () => {
    const tree = [
      { name: null, attributes: {}, innerBlocks: [], innerHTML: 'x', innerContent: ['x'] },
    ];
    let state = editRecord(start(), T, { blocks: tree }, { now: 0 });
    state = editRecord(state, T, { content: 'plain' }, { now: 5000 });
    expect(state.edits[T]).toEqual({ content: 'plain' });
  });
});

describe('undo and redo', () => {
  it('work across two entities, one step at a time', () => {
    let state = editRecord(start(), T, { title: 'Landing' }, { now: 0 });
    state = editRecord(state, P, { title: 'About us' }, { now: 5000 });

    state = undo(state).state;
    expect(getEditedRecord(state, PAGE)?.title).toBe('About');
    expect(getEditedRecord(state, TEMPLATE)?.title).toBe('Landing');
    state = undo(state).state;
    expect(getEditedRecord(state, TEMPLATE)?.title).toBe('Home');
    expect(getDirtyRecords(state)).toEqual([]);
    expect(undo(state).step).toBeNull();

    state = redo(state).state;
    expect(getEditedRecord(state, TEMPLATE)?.title).toBe('Landing');
    state = redo(state).state;
    expect(getEditedRecord(state, PAGE)?.title).toBe('About us');
    expect(redo(state).step).toBeNull();
  });

  it('coalesce typing in one field into one step', () => {
    let state = start();
    for (const [index, title] of ['H', 'He', 'Hel', 'Hell', 'Hello'].entries()) {
      state = editRecord(state, T, { title }, { now: index * (COALESCE_MS / 2) });
    }
    expect(state.history.past).toHaveLength(1);
    state = undo(state).state;
    expect(getEditedRecord(state, TEMPLATE)?.title).toBe('Home');
  });

  it('start a new step after a pause, another field, another record or an undo', () => {
    let state = editRecord(start(), T, { title: 'A' }, { now: 0 });
    state = editRecord(state, T, { title: 'AB' }, { now: COALESCE_MS + 1 });
    expect(state.history.past).toHaveLength(2);
    state = editRecord(state, T, { slug: 'x' }, { now: COALESCE_MS + 2 });
    expect(state.history.past).toHaveLength(3);
    state = editRecord(state, P, { slug: 'x' }, { now: COALESCE_MS + 3 });
    expect(state.history.past).toHaveLength(4);
    state = undo(state).state;
    state = editRecord(state, T, { slug: 'y' }, { now: COALESCE_MS + 4 });
    expect(state.history.past).toHaveLength(4);
    expect(state.history.future).toHaveLength(0);
  });

  it('step for a keystroke in a tree sharing all but the edited path, not for the same text', () => {
    const paragraph = (text: string) => ({
      name: 'core/paragraph',
      attributes: { content: text },
      innerBlocks: [],
      innerHTML: `<p>${text}</p>`,
      innerContent: [`<p>${text}</p>`],
    });
    const group = (text: string) => ({
      name: 'core/group',
      attributes: {},
      innerBlocks: [paragraph(text)],
      innerHTML: '<div></div>',
      innerContent: ['<div>', null, '</div>'],
    });
    const rest = Array.from({ length: 500 }, (_, index) => paragraph(`Paragraph ${index}`));
    const tree = [...rest, group('Hi')];
    let state = editRecord(start(), T, { blocks: tree }, { now: 0 });
    const steps = state.history.past.length;

    const typed = [...rest, group('Hi!')];
    state = editRecord(state, T, { blocks: typed }, { now: COALESCE_MS * 3 });
    expect(state.history.past).toHaveLength(steps + 1);
    expect(getEditedRecord(state, TEMPLATE)?.content).toContain('<p>Hi!</p>');

    // The verb copied the path again but the text came back the same: nothing changes.
    const again = editRecord(
      state,
      T,
      { blocks: [...rest, group('Hi!')] },
      { now: COALESCE_MS * 6 },
    );
    expect(again).toBe(state);

    state = undo(state).state;
    expect(getEditedRecord(state, TEMPLATE)?.content).toContain('<p>Hi</p>');
    expect(getEditedRecord(state, TEMPLATE)?.content).not.toContain('<p>Hi!</p>');
  });

  it('leave an edit made with undoIgnore out of the history', () => {
    const state = editRecord(start(), P, { status: 'publish' }, { now: 0, undoIgnore: true });
    expect(state.history.past).toHaveLength(0);
    expect(state.edits[P]).toEqual({ status: 'publish' });
  });
});

describe('undo after a save', () => {
  it('brings back the block tree from before the first edit, and the record is dirty again', () => {
    const original = '<!-- wp:paragraph --><p>Alpha</p><!-- /wp:paragraph -->';
    const savedContent = '<!-- wp:paragraph -->\n<p>Alpha beta</p>\n<!-- /wp:paragraph -->';
    let state = receiveRecord(EMPTY_STATE, PAGE, { id: 7, content: { raw: original } }, null);
    const edited = parse(savedContent);
    state = editRecord(state, P, { blocks: edited }, { now: 0 });
    expect(hasEdits(state, P)).toBe(true);

    // The save: the server answers with the new content and the sent edit is dropped.
    state = receiveRecord(state, PAGE, { id: 7, content: { raw: savedContent } }, null);
    state = clearSentEdits(state, P, { blocks: edited });
    expect(hasEdits(state, P)).toBe(false);

    state = undo(state).state;
    expect(getEditedRecord(state, PAGE)?.content).toBe(original);
    expect(hasEdits(state, P)).toBe(true);

    state = redo(state).state;
    expect(getEditedRecord(state, PAGE)?.content).toBe(savedContent);
    expect(hasEdits(state, P)).toBe(false);
  });
});
