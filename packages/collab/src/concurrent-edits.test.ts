import { createBlock } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { applyLocalTree } from './apply-local-tree';
import { fullCoreRegistry } from './core-registry';
import type { CollabBlock } from './doc-layout';
import { readRecordDoc, recordContent } from './read-record-doc';
import { paragraph } from './testing/markup';
import { exchange, type Replicas, seededReplicas } from './testing/replicas';
import {
  contentOf,
  edit,
  findBlock,
  idOf,
  insertAtTop,
  insertInto,
  removeFromTree,
  replaceInTree,
  withAttributes,
} from './testing/tree-edits';

const group = (inner: string) =>
  `<!-- wp:group {"layout":{"type":"constrained"}} -->\n<div class="wp-block-group">${inner}</div>\n<!-- /wp:group -->`;

const PAGE = [
  `<!-- wp:heading -->\n<h2 class="wp-block-heading">Intro</h2>\n<!-- /wp:heading -->`,
  paragraph('Hello world'),
  group(paragraph('Inside')),
  group(paragraph('Second inside')),
  paragraph('Last'),
].join('\n\n');

const ORDERS = ['a-first', 'b-first'] as const;

/** Counts the blocks of both replicas whose own HTML holds `text`. */
function occurrences(blocks: readonly CollabBlock[], text: string): number {
  let count = 0;
  for (const block of blocks) {
    if (block.name !== null && block.innerHTML.includes(text)) count += 1;
    count += occurrences(block.innerBlocks, text);
  }
  return count;
}

function converged(replicas: Replicas): string {
  const content = recordContent(replicas.a, fullCoreRegistry());
  expect(recordContent(replicas.b, fullCoreRegistry())).toBe(content);
  return content;
}

function typeText(replicas: Replicas, side: 'a' | 'b', id: string, text: string): void {
  const doc = replicas[side];
  edit(doc, side, (blocks) =>
    replaceInTree(blocks, id, (block) => withAttributes(block, { content: text })),
  );
}

function moveInto(blocks: CollabBlock[], id: string, parentId: string, index: number) {
  const block = findBlock(blocks, id);
  if (block === undefined) throw new Error(`no block ${id}`);
  return insertInto(removeFromTree(blocks, id), parentId, index, block);
}

function topIndexOf(blocks: readonly CollabBlock[], id: string): number {
  return blocks.findIndex((block) => block.clientId === id);
}

describe.each(ORDERS)('two replicas, updates delivered %s', (order) => {
  it('keeps both people’s typing in the same paragraph', () => {
    const replicas = seededReplicas(PAGE);
    const id = idOf(replicas.a, 'Hello world');
    typeText(replicas, 'a', id, 'Hello brave world');
    typeText(replicas, 'b', id, 'Hello world!');
    exchange(replicas, order);
    expect(contentOf(replicas.a, id)).toBe('Hello brave world!');
    expect(converged(replicas)).toContain('<p>Hello brave world!</p>');
  });

  it('writes a paragraph one person aligned while the other typed in it with both changes', () => {
    const replicas = seededReplicas(PAGE);
    const id = idOf(replicas.a, 'Hello world');
    edit(replicas.a, 'a', (blocks) =>
      replaceInTree(blocks, id, (block) => withAttributes(block, { align: 'center' })),
    );
    typeText(replicas, 'b', id, 'Hello world!');
    exchange(replicas, order);
    expect(converged(replicas)).toContain(
      '<!-- wp:paragraph {"align":"center"} -->\n<p class="has-text-align-center">Hello world!</p>',
    );
  });

  it('keeps an edit made inside a block another person moved, at its new place', () => {
    const replicas = seededReplicas(PAGE);
    const last = idOf(replicas.a, 'Last');
    const target = idOf(replicas.a, 'Inside');
    const groupId = readRecordDoc(replicas.a, fullCoreRegistry()).blocks.find((block) =>
      block.innerBlocks.some((inner) => inner.clientId === target),
    )?.clientId;
    if (groupId === undefined) throw new Error('no group');
    edit(replicas.a, 'a', (blocks) => moveInto(blocks, last, groupId, 1));
    typeText(replicas, 'b', last, 'Last, edited');
    exchange(replicas, order);
    const tree = readRecordDoc(replicas.b, fullCoreRegistry()).blocks;
    const moved = tree.find((block) => block.clientId === groupId)?.innerBlocks;
    expect(moved?.map((block) => block.clientId)).toEqual([target, last]);
    expect(contentOf(replicas.b, last)).toBe('Last, edited');
    expect(topIndexOf(tree, last)).toBe(-1);
    expect(converged(replicas)).toContain('<p>Last, edited</p>\n<!-- /wp:paragraph --></div>');
  });

  it('keeps edits inside a group that another person moved to the top', () => {
    const replicas = seededReplicas(PAGE);
    const inside = idOf(replicas.a, 'Second inside');
    const groupId = readRecordDoc(replicas.a, fullCoreRegistry()).blocks.find((block) =>
      block.innerBlocks.some((inner) => inner.clientId === inside),
    );
    if (groupId === undefined) throw new Error('no group');
    edit(replicas.a, 'a', (blocks) =>
      insertAtTop(removeFromTree(blocks, groupId.clientId), 0, groupId),
    );
    typeText(replicas, 'b', inside, 'Second inside, edited');
    exchange(replicas, order);
    const top = readRecordDoc(replicas.a, fullCoreRegistry()).blocks[0];
    expect(top?.clientId).toBe(groupId.clientId);
    expect(contentOf(replicas.a, inside)).toBe('Second inside, edited');
    converged(replicas);
  });

  it('shows a block two people moved to different places once', () => {
    const replicas = seededReplicas(PAGE);
    const last = idOf(replicas.a, 'Last');
    const inside = idOf(replicas.a, 'Inside');
    const groupId = readRecordDoc(replicas.a, fullCoreRegistry()).blocks.find((block) =>
      block.innerBlocks.some((inner) => inner.clientId === inside),
    )?.clientId;
    if (groupId === undefined) throw new Error('no group');
    edit(replicas.a, 'a', (blocks) => {
      const block = findBlock(blocks, last);
      if (block === undefined) throw new Error('no block');
      return insertAtTop(removeFromTree(blocks, last), 0, block);
    });
    edit(replicas.b, 'b', (blocks) => moveInto(blocks, last, groupId, 0));
    exchange(replicas, order);
    for (const doc of [replicas.a, replicas.b]) {
      expect(occurrences(readRecordDoc(doc, fullCoreRegistry()).blocks, '<p>Last</p>')).toBe(1);
    }
    expect(converged(replicas).match(/<p>Last<\/p>/g)).toHaveLength(1);
  });

  it('shows both groups once when each person moved one into the other', () => {
    const replicas = seededReplicas(PAGE);
    const blocks = readRecordDoc(replicas.a, fullCoreRegistry()).blocks;
    const groups = blocks.filter((block) => block.name === 'core/group');
    const [first, second] = groups.map((block) => block.clientId);
    if (first === undefined || second === undefined) throw new Error('two groups expected');
    edit(replicas.a, 'a', (tree) => moveInto(tree, first, second, 0));
    edit(replicas.b, 'b', (tree) => moveInto(tree, second, first, 0));
    exchange(replicas, order);
    const content = converged(replicas);
    expect(content.match(/<p>Inside<\/p>/g)).toHaveLength(1);
    expect(content.match(/<p>Second inside<\/p>/g)).toHaveLength(1);
  });

  it('keeps a block inserted next to a block another person deleted', () => {
    const replicas = seededReplicas(PAGE);
    const hello = idOf(replicas.a, 'Hello world');
    const fresh: CollabBlock = {
      ...createBlock(fullCoreRegistry(), 'core/paragraph', { content: 'Fresh' }),
      clientId: 'fresh-block',
      innerBlocks: [],
    };
    edit(replicas.a, 'a', (blocks) => insertAtTop(blocks, topIndexOf(blocks, hello) + 1, fresh));
    edit(replicas.b, 'b', (blocks) => removeFromTree(blocks, hello));
    exchange(replicas, order);
    const content = converged(replicas);
    expect(content).toContain('<p>Fresh</p>');
    expect(content).not.toContain('Hello world');
    const top = readRecordDoc(replicas.b, fullCoreRegistry()).blocks.filter(
      (block) => block.name !== null,
    );
    expect(top.map((block) => block.clientId).slice(0, 2)).toEqual([
      idOf(replicas.b, 'Intro'),
      'fresh-block',
    ]);
  });

  it('merges two people typing in the title', () => {
    const replicas = seededReplicas(PAGE, { title: 'Home page' });
    const rename = (side: 'a' | 'b', title: string) => {
      const doc = replicas[side];
      applyLocalTree(
        doc,
        { fields: { title } },
        side,
        readRecordDoc(doc, fullCoreRegistry()),
        fullCoreRegistry(),
      );
    };
    rename('a', 'My home page');
    rename('b', 'Home page (draft)');
    exchange(replicas, order);
    for (const doc of [replicas.a, replicas.b]) {
      expect(readRecordDoc(doc, fullCoreRegistry()).fields.title).toBe('My home page (draft)');
    }
  });
});
