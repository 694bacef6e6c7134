import { type BlockAttributes, type BlockNode, parse } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyLocalTree } from './apply-local-tree';
import { fullCoreRegistry } from './core-registry';
import { BLOCK_KEYS, blockShape, type CollabBlock } from './doc-layout';
import { readRecordDoc, recordContent } from './read-record-doc';
import { seedRecordDoc } from './seed-record-doc';
import { paragraph } from './testing/markup';
import { idOf, replaceInTree, withAttributes } from './testing/tree-edits';

const HEADING =
  '<!-- wp:heading -->\n<h2 class="wp-block-heading">Title</h2>\n<!-- /wp:heading -->';
const PAGE = [paragraph('Alpha'), HEADING, paragraph('Omega')].join('\n\n');

function seeded(): Y.Doc {
  const doc = new Y.Doc();
  seedRecordDoc(doc, { fields: {}, blocks: parse(PAGE) }, 1, fullCoreRegistry());
  return doc;
}

/** Types `values` one after the other into the block holding `text`, as the editor writes them. */
function typeInto(doc: Y.Doc, text: string, values: readonly string[], withKnown: boolean): void {
  const id = idOf(doc, text);
  const typed = new WeakMap<BlockNode, BlockAttributes>();
  let previous = readRecordDoc(doc, fullCoreRegistry());
  for (const value of values) {
    const blocks = replaceInTree(previous.blocks, id, (block) => {
      const next = withAttributes(block, { content: value });
      typed.set(next, { content: value });
      return next;
    });
    applyLocalTree(
      doc,
      withKnown ? { blocks, known: (node) => typed.get(node) } : { blocks },
      'me',
      previous,
      fullCoreRegistry(),
    );
    previous = { fields: previous.fields, blocks };
  }
}

function richText(doc: Y.Doc, id: string): string | undefined {
  return blockShape(doc, id)?.attributes.get('content')?.toString();
}

describe('applyLocalTree with the attributes typing wrote', () => {
  const VALUES = [
    'Alpha &amp; b',
    'Alpha &amp; b<br>two',
    '<strong>Alpha</strong>&nbsp;x',
    '<em>Alpha</em> “quoted” <a href="https://example.com/?a=1&amp;b=2">link</a>',
  ];

  it('leaves the document as reading the typed HTML would', () => {
    const known = seeded();
    const parsed = seeded();
    typeInto(known, 'Alpha', VALUES, true);
    typeInto(parsed, 'Alpha', VALUES, false);
    typeInto(known, 'Title', ['Title <code>x</code>'], true);
    typeInto(parsed, 'Title', ['Title <code>x</code>'], false);
    expect(recordContent(known, fullCoreRegistry())).toBe(
      recordContent(parsed, fullCoreRegistry()),
    );
    const alpha = idOf(known, 'Alpha');
    expect(richText(known, alpha)).toBe(VALUES.at(-1));
    // Another replica reads the content typed.
    const replica = new Y.Doc();
    Y.applyUpdate(replica, Y.encodeStateAsUpdate(known));
    expect(recordContent(replica, fullCoreRegistry())).toBe(
      PAGE.replace('<p>Alpha</p>', `<p>${VALUES.at(-1)}</p>`).replace(
        '>Title<',
        '>Title <code>x</code><',
      ),
    );
  });

  it('writes the known value into the Y.Text without reading the block’s HTML', () => {
    const doc = seeded();
    const id = idOf(doc, 'Alpha');
    const before = readRecordDoc(doc, fullCoreRegistry());
    // The HTML says "Alpha!": only the attributes given as known say what was typed.
    const stale: CollabBlock[] = replaceInTree(before.blocks, id, (block) => ({
      ...block,
      innerHTML: '<p>Alpha!</p>',
      innerContent: ['<p>Alpha!</p>'],
    }));
    const target = stale.find((block) => block.clientId === id);
    const asked: BlockNode[] = [];
    applyLocalTree(
      doc,
      {
        blocks: stale,
        known: (node) => {
          asked.push(node);
          return node === target ? { content: 'Alpha typed' } : undefined;
        },
      },
      'me',
      before,
      fullCoreRegistry(),
    );
    expect(asked).toContain(target);
    expect(richText(doc, id)).toBe('Alpha typed');
    expect(blockShape(doc, id)?.map.get(BLOCK_KEYS.name)).toBe('core/paragraph');
  });
});
