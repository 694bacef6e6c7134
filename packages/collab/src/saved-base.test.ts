import { parse } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { fullCoreRegistry } from './core-registry';
import { readRecordDoc, recordContent } from './read-record-doc';
import { markSaved, savedBase, savedVersion } from './saved-base';
import { seedRecordDoc } from './seed-record-doc';
import { paragraph } from './testing/markup';
import { edit, findBlock, idOf, insertAtTop, removeFromTree } from './testing/tree-edits';

const PAGE = `${[paragraph('One'), paragraph('Two'), paragraph('Three')].join('\n\n')}\n`;

function ids(doc: Y.Doc): string[] {
  return readRecordDoc(doc, fullCoreRegistry()).blocks.map((block) => block.clientId);
}

describe('the saved base', () => {
  it('is the seeded record, with its ids, until the next save', () => {
    const doc = new Y.Doc();
    seedRecordDoc(
      doc,
      { fields: { title: 'Page' }, blocks: parse(PAGE) },
      'v1',
      fullCoreRegistry(),
    );
    expect(savedVersion(doc)).toBe('v1');
    const base = savedBase(doc);
    expect(base.fields).toEqual({ title: 'Page' });
    expect(base.blocks.map((block) => block.clientId)).toEqual(ids(doc));
  });

  it('takes the tree at the save, blank lines and ids included, after blocks moved', () => {
    const doc = new Y.Doc();
    seedRecordDoc(doc, { fields: {}, blocks: parse(PAGE) }, 'v1', fullCoreRegistry());
    const three = idOf(doc, 'Three');
    edit(doc, 'me', (blocks) => {
      const block = findBlock(blocks, three);
      if (block === undefined) throw new Error('no block');
      return insertAtTop(removeFromTree(blocks, three), 0, block);
    });
    markSaved(doc, 'v2', fullCoreRegistry());
    expect(savedVersion(doc)).toBe('v2');
    const base = savedBase(doc);
    expect(base.blocks.map((block) => block.clientId)).toEqual(ids(doc));
    expect(recordContent(doc, fullCoreRegistry())).toBe(
      `${[paragraph('Three'), paragraph('One'), paragraph('Two')].join('\n\n')}\n`,
    );
  });

  it('is the tree that was written when an edit arrived while the write was in flight', () => {
    const doc = new Y.Doc();
    seedRecordDoc(doc, { fields: {}, blocks: parse(PAGE) }, 'v1', fullCoreRegistry());
    const written = readRecordDoc(doc, fullCoreRegistry());
    const three = idOf(doc, 'Three');
    edit(doc, 'someone else', (blocks) => {
      const block = findBlock(blocks, three);
      if (block === undefined) throw new Error('no block');
      return insertAtTop(removeFromTree(blocks, three), 0, block);
    });
    markSaved(doc, 'v2', fullCoreRegistry(), written);
    expect(savedVersion(doc)).toBe('v2');
    expect(savedBase(doc).blocks.map((block) => block.clientId)).toEqual(
      written.blocks.map((block) => block.clientId),
    );
    expect(ids(doc)[0]).toBe(three);
  });
});
