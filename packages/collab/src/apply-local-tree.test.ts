import { createBlock, parse, transformBlocks } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyLocalTree } from './apply-local-tree';
import { fullCoreRegistry } from './core-registry';
import type { CollabBlock } from './doc-layout';
import { readRecordDoc, recordContent } from './read-record-doc';
import { seedRecordDoc } from './seed-record-doc';
import { paragraph } from './testing/markup';
import { edit, idOf, insertInto, replaceInTree, withAttributes } from './testing/tree-edits';

const GROUP = `<!-- wp:group {"layout":{"type":"constrained"}} -->\n<div class="wp-block-group">${paragraph('Inner')}</div>\n<!-- /wp:group -->`;
const PAGE = [paragraph('Alpha'), GROUP, paragraph('Omega')].join('\n\n');

function seeded(): Y.Doc {
  const doc = new Y.Doc();
  seedRecordDoc(doc, { fields: { title: 'Page' }, blocks: parse(PAGE) }, 1, fullCoreRegistry());
  return doc;
}

function updatesOf(doc: Y.Doc, run: () => void): Uint8Array[] {
  const updates: Uint8Array[] = [];
  const listen = (update: Uint8Array) => updates.push(update);
  doc.on('update', listen);
  run();
  doc.off('update', listen);
  return updates;
}

function newParagraph(text: string, clientId: string): CollabBlock {
  const block = createBlock(fullCoreRegistry(), 'core/paragraph', { content: text });
  return { ...block, clientId, innerBlocks: [] };
}

describe('applyLocalTree', () => {
  it('writes nothing for an unchanged tree', () => {
    const doc = seeded();
    const tree = readRecordDoc(doc, fullCoreRegistry());
    expect(updatesOf(doc, () => applyLocalTree(doc, tree, 'me', tree, fullCoreRegistry()))).toEqual(
      [],
    );
    expect(
      updatesOf(doc, () =>
        applyLocalTree(
          doc,
          readRecordDoc(doc, fullCoreRegistry()),
          'me',
          undefined,
          fullCoreRegistry(),
        ),
      ),
    ).toEqual([]);
  });

  it('sends one typed character as a small update', () => {
    const doc = seeded();
    const alpha = idOf(doc, 'Alpha');
    const updates = updatesOf(doc, () =>
      edit(doc, 'me', (blocks) =>
        replaceInTree(blocks, alpha, (block) => withAttributes(block, { content: 'Alphas' })),
      ),
    );
    expect(updates).toHaveLength(1);
    expect(updates[0]?.byteLength).toBeLessThan(160);
    expect(recordContent(doc, fullCoreRegistry())).toContain('<p>Alphas</p>');
  });

  it('keeps the client id of an inserted block and writes its container again', () => {
    const doc = seeded();
    const inner = idOf(doc, 'Inner');
    const group = readRecordDoc(doc, fullCoreRegistry()).blocks.find(
      (block) => block.name === 'core/group',
    );
    if (group === undefined) throw new Error('no group');
    edit(doc, 'me', (blocks) =>
      replaceInTree(
        insertInto(blocks, group.clientId, 1, newParagraph('Added', 'added-1')),
        group.clientId,
        (block) => ({
          ...block,
          innerContent: ['<div class="wp-block-group">', null, '\n\n', null, '</div>'],
        }),
      ),
    );
    const read = readRecordDoc(doc, fullCoreRegistry()).blocks.find(
      (block) => block.clientId === group.clientId,
    );
    expect(read?.innerBlocks.map((block) => block.clientId)).toEqual([inner, 'added-1']);
    expect(recordContent(doc, fullCoreRegistry())).toContain(
      `<div class="wp-block-group">${paragraph('Inner')}\n\n${paragraph('Added')}</div>`,
    );
  });

  it('changes a block’s type in place, keeping its id', () => {
    const doc = seeded();
    const omega = idOf(doc, 'Omega');
    edit(doc, 'me', (blocks) =>
      replaceInTree(blocks, omega, (block) => {
        const [heading] = transformBlocks(fullCoreRegistry(), [block], 'core/heading') ?? [];
        if (heading === undefined) throw new Error('no transform');
        return { ...heading, clientId: omega, innerBlocks: [] };
      }),
    );
    const read = readRecordDoc(doc, fullCoreRegistry()).blocks.find(
      (block) => block.clientId === omega,
    );
    expect(read?.name).toBe('core/heading');
    expect(recordContent(doc, fullCoreRegistry())).toContain(
      '<h2 class="wp-block-heading">Omega</h2>',
    );
  });

  it('takes a tree without the blank lines, as the editor holds it, and removes none', () => {
    const doc = seeded();
    const before = readRecordDoc(doc, fullCoreRegistry());
    const alpha = idOf(doc, 'Alpha');
    const editorTree = before.blocks.filter((block) => block.name !== null);
    const typed = replaceInTree(editorTree, alpha, (block) =>
      withAttributes(block, { content: 'Alpha!' }),
    );
    applyLocalTree(
      doc,
      { blocks: typed },
      'me',
      { fields: before.fields, blocks: editorTree },
      fullCoreRegistry(),
    );
    expect(recordContent(doc, fullCoreRegistry())).toBe(
      PAGE.replace('<p>Alpha</p>', '<p>Alpha!</p>'),
    );
  });

  it('moves a block of a tree without blank lines, spacing the top level as stored content', () => {
    const doc = seeded();
    const blocks = readRecordDoc(doc, fullCoreRegistry()).blocks.filter(
      (block) => block.name !== null,
    );
    const last = blocks[blocks.length - 1];
    if (last === undefined) throw new Error('no blocks');
    applyLocalTree(
      doc,
      { blocks: [last, ...blocks.slice(0, -1)] },
      'me',
      undefined,
      fullCoreRegistry(),
    );
    expect(recordContent(doc, fullCoreRegistry())).toBe(
      [paragraph('Omega'), paragraph('Alpha'), GROUP].join('\n\n'),
    );
  });

  it('changes fields given and leaves the others', () => {
    const doc = new Y.Doc();
    seedRecordDoc(
      doc,
      { fields: { title: 'Page', excerpt: 'Short' }, blocks: [] },
      null,
      fullCoreRegistry(),
    );
    applyLocalTree(doc, { fields: { title: 'Page one' } }, 'me', undefined, fullCoreRegistry());
    expect(readRecordDoc(doc, fullCoreRegistry()).fields).toEqual({
      title: 'Page one',
      excerpt: 'Short',
    });
  });
});
