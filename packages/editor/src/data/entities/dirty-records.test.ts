import { type BlockNode, parse } from '@atelier/blocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as content from './blocks-content';
import { getDirtyRecords, hasEdits } from './dirty-records';
import { editRecord } from './edit-record';
import { receiveRecord } from './receive-records';
import { EMPTY_STATE, type RecordRef, recordKey, type StoreState } from './store-state';

const TEMPLATE: RecordRef = { kind: 'postType', name: 'wp_template', id: 'loom//home' };
const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '7' };
const T = recordKey(TEMPLATE);
const P = recordKey(PAGE);
const paragraph = (text: string) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
const CONTENT = Array.from({ length: 30 }, (_, index) => paragraph(`Paragraph ${index}`)).join(
  '\n\n',
);

function start(): StoreState {
  const state = receiveRecord(
    EMPTY_STATE,
    TEMPLATE,
    { id: 'loom//home', slug: 'home', title: { raw: 'Home' }, content: { raw: CONTENT } },
    null,
  );
  return receiveRecord(state, PAGE, { id: 7, title: { raw: 'About' } }, null);
}

/** The stored tree with the paragraph at `index` (of the 59 entries) holding `text`. */
function typed(tree: readonly BlockNode[], index: number, text: string): BlockNode[] {
  const [node] = parse(paragraph(text));
  if (node === undefined) throw new Error('No block');
  return tree.map((entry, at) => (at === index ? node : entry));
}

afterEach(() => vi.restoreAllMocks());

describe('the dirty records while typing', () => {
  it('keep the same list while typing changes neither title nor type, and follow a title', () => {
    const stored = parse(CONTENT);
    let state = editRecord(start(), P, { title: 'About us' }, { now: 0 });
    state = editRecord(state, T, { blocks: typed(stored, 20, 'A') }, { now: 10 });
    const listed = getDirtyRecords(state);
    expect(listed.map((record) => record.title)).toEqual(['About us', 'Home']);
    for (const text of ['Ab', 'Abc', 'Abcd']) {
      state = editRecord(state, T, { blocks: typed(stored, 20, text) }, { now: 20 });
      expect(getDirtyRecords(state)).toBe(listed);
    }
    state = editRecord(state, T, { title: 'Landing' }, { now: 30 });
    expect(getDirtyRecords(state).map((record) => record.title)).toEqual(['About us', 'Landing']);
  });

  it('find a tree typed back to the stored content clean, without serialising the tree', () => {
    const stored = parse(CONTENT);
    const serialize = vi.spyOn(content, 'serializeBlocks');
    let state = editRecord(start(), T, { blocks: typed(stored, 20, 'Paragraph 1') }, { now: 0 });
    expect(hasEdits(state, T)).toBe(true);
    state = editRecord(state, T, { blocks: typed(stored, 20, 'Paragraph 10') }, { now: 10 });
    expect(hasEdits(state, T)).toBe(false);
    expect(getDirtyRecords(state)).toEqual([]);
    state = editRecord(state, T, { blocks: typed(stored, 58, 'Paragraph 299') }, { now: 20 });
    expect(getDirtyRecords(state).map((record) => record.key)).toEqual([T]);
    expect(serialize).not.toHaveBeenCalled();
  });
});
