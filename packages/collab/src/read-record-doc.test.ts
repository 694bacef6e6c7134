import { parse, serialize } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { fullCoreRegistry } from './core-registry';
import { blockShape, blocksMap, rootArray } from './doc-layout';
import { pruneUnreachableBlocks, unreachableBlockIds } from './prune-blocks';
import { readRecordDoc, recordContent } from './read-record-doc';
import { seedRecordDoc } from './seed-record-doc';
import { paragraph } from './testing/markup';
import { idOf } from './testing/tree-edits';

const GROUPED = [
  paragraph('Top'),
  `<!-- wp:group -->\n<div class="wp-block-group">${paragraph('Nested')}</div>\n<!-- /wp:group -->`,
].join('\n\n');

function seeded(markup: string): Y.Doc {
  const doc = new Y.Doc();
  seedRecordDoc(
    doc,
    { fields: { title: 'Page', menu_order: 3 }, blocks: parse(markup) },
    1,
    fullCoreRegistry(),
  );
  return doc;
}

function groupOf(doc: Y.Doc) {
  const group = readRecordDoc(doc, fullCoreRegistry()).blocks.find(
    (block) => block.name === 'core/group',
  );
  const shape = group === undefined ? undefined : blockShape(doc, group.clientId);
  if (group === undefined || shape === undefined) throw new Error('no group');
  return { id: group.clientId, shape };
}

describe('readRecordDoc', () => {
  it('gives the fields and the tree with an id on every block', () => {
    const doc = seeded(GROUPED);
    const record = readRecordDoc(doc, fullCoreRegistry());
    expect(record.fields).toEqual({ title: 'Page', menu_order: 3 });
    expect(record.blocks.map((block) => block.name)).toEqual([
      'core/paragraph',
      null,
      'core/group',
    ]);
    expect(record.blocks[2]?.innerBlocks[0]?.clientId).toBe(idOf(doc, 'Nested'));
    expect(serialize(record.blocks)).toBe(GROUPED);
  });

  it('keeps the ids a seeded tree carries', () => {
    const doc = new Y.Doc();
    const [block] = parse(paragraph('Mine'));
    if (block === undefined) throw new Error('no block');
    seedRecordDoc(
      doc,
      { fields: {}, blocks: [{ ...block, clientId: 'kept-id' }] },
      null,
      fullCoreRegistry(),
    );
    expect(readRecordDoc(doc, fullCoreRegistry()).blocks[0]?.clientId).toBe('kept-id');
  });

  it('shows a block listed twice at its first place only', () => {
    const doc = seeded(GROUPED);
    const top = idOf(doc, 'Top');
    groupOf(doc).shape.children.push([top]);
    const content = recordContent(doc, fullCoreRegistry());
    expect(content.match(/<p>Top<\/p>/g)).toHaveLength(1);
    expect(content.startsWith(paragraph('Top'))).toBe(true);
  });

  it('skips a listed block whose map was deleted, and writes its container again', () => {
    const doc = seeded(GROUPED);
    blocksMap(doc).delete(idOf(doc, 'Nested'));
    expect(recordContent(doc, fullCoreRegistry())).toBe(
      `${paragraph('Top')}\n\n<!-- wp:group -->\n<div class="wp-block-group"></div>\n<!-- /wp:group -->`,
    );
  });

  it('does not show a block no list holds, until compaction deletes it', () => {
    const doc = seeded(GROUPED);
    const top = idOf(doc, 'Top');
    rootArray(doc).delete(0, 1);
    expect(recordContent(doc, fullCoreRegistry())).not.toContain('Top');
    expect(unreachableBlockIds(doc, fullCoreRegistry())).toEqual([top]);
    expect(pruneUnreachableBlocks(doc, 'compaction', fullCoreRegistry())).toEqual([top]);
    expect(blocksMap(doc).has(top)).toBe(false);
    expect(unreachableBlockIds(doc, fullCoreRegistry())).toEqual([]);
  });

  it('hides what a removed group held instead of showing it at the top level', () => {
    const doc = seeded(GROUPED);
    const { id } = groupOf(doc);
    const nested = idOf(doc, 'Nested');
    const index = rootArray(doc).toArray().indexOf(id);
    rootArray(doc).delete(index, 1);
    expect(recordContent(doc, fullCoreRegistry())).toBe(paragraph('Top'));
    expect(unreachableBlockIds(doc, fullCoreRegistry())).toEqual([id, nested].sort());
  });

  it('puts a blank line between top-level blocks left side by side, and drops one left at an end', () => {
    const doc = seeded(GROUPED);
    const root = rootArray(doc);
    const [top, blank, group] = root.toArray();
    if (top === undefined || blank === undefined || group === undefined) throw new Error('three');
    doc.transact(() => {
      root.delete(0, 3);
      root.push([blank, group, top]);
    });
    const blocks = readRecordDoc(doc, fullCoreRegistry()).blocks;
    expect(blocks.map((block) => block.name)).toEqual(['core/group', null, 'core/paragraph']);
    expect(recordContent(doc, fullCoreRegistry())).toBe(
      `<!-- wp:group -->\n<div class="wp-block-group">${paragraph('Nested')}</div>\n<!-- /wp:group -->\n\n${paragraph('Top')}`,
    );
  });

  it('writes a paragraph again with its block’s save when its text changed', () => {
    const doc = seeded(GROUPED);
    const text = blockShape(doc, idOf(doc, 'Top'))?.attributes.get('content');
    if (!(text instanceof Y.Text)) throw new Error('content is not shared text');
    text.insert(3, ' of the page');
    expect(recordContent(doc, fullCoreRegistry()).startsWith(paragraph('Top of the page'))).toBe(
      true,
    );
  });
});
