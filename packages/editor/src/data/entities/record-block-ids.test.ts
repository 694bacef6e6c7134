import { BLOCK_IDS_FIELD, type BlockNode, parse } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { editRecord } from './edit-record';
import { undo } from './history';
import { receiveRecord } from './receive-records';
import { getEditedBlocks } from './selectors';
import { EMPTY_STATE, type RecordRef, recordKey } from './store-state';

const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '7' };
const CONTENT =
  '<!-- wp:paragraph --><p>One</p><!-- /wp:paragraph -->\n\n<!-- wp:paragraph --><p>Two</p><!-- /wp:paragraph -->';

const idsOf = (blocks: readonly BlockNode[]) =>
  blocks
    .filter((block) => block.name !== null)
    .map((block) => (block as { clientId?: string }).clientId);

function withRecord(ids: unknown) {
  return receiveRecord(
    EMPTY_STATE,
    PAGE,
    { id: 7, content: { raw: CONTENT }, [BLOCK_IDS_FIELD]: ids },
    '"7-1"',
  );
}

describe('a record read with its blocks’ ids', () => {
  it('shows its content with those ids, and undo of the first edit brings the same tree back', () => {
    const state = withRecord(['a1', 'a2']);
    const shown = getEditedBlocks(state, PAGE);
    expect(idsOf(shown)).toEqual(['a1', 'a2']);

    const edited = editRecord(
      state,
      recordKey(PAGE),
      { blocks: parse('<!-- wp:paragraph /-->') },
      { now: 0 },
    );
    expect(idsOf(getEditedBlocks(edited, PAGE))).toEqual([undefined]);
    const undone = undo(edited).state;
    expect(idsOf(getEditedBlocks(undone, PAGE))).toEqual(['a1', 'a2']);
  });

  it('an edit of the content as markup has no ids; ids of another shape are not used', () => {
    const state = withRecord(['a1', 'a2']);
    const typed = editRecord(
      state,
      recordKey(PAGE),
      { content: CONTENT.replace('One', 'Uno') },
      { now: 0 },
    );
    expect(idsOf(getEditedBlocks(typed, PAGE))).toEqual([undefined, undefined]);
    expect(idsOf(getEditedBlocks(withRecord(['a1']), PAGE))).toEqual([undefined, undefined]);
  });
});
