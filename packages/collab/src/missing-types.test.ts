import { createRegistry, parse, serialize } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyLocalTree } from './apply-local-tree';
import { docBlockNames } from './block-names';
import { fullCoreRegistry } from './core-registry';
import type { CollabBlock } from './doc-layout';
import { mergeRestWrite } from './merge-rest-write';
import { readRecordDoc, recordContent } from './read-record-doc';
import { seedRecordDoc } from './seed-record-doc';
import { paragraph } from './testing/markup';
import { contentOf, idOf, insertAtTop, replaceInTree, withAttributes } from './testing/tree-edits';

// What the document functions do with a block whose type the registry they are given does not
// hold: a type no registry knows (a plugin's), or one an on-demand registry has not loaded yet.

/** A registry that holds no type at all: every block of these documents is unknown to it. */
const NONE = createRegistry();

const WIDGET =
  '<!-- wp:acme/widget {"size":"large","label":"Hours"} -->\n' +
  '<div class="widget"><p>Open <em>every</em> day</p></div>\n' +
  '<!-- /wp:acme/widget -->';
const NESTED =
  '<!-- wp:group -->\n<div class="wp-block-group">' +
  `${paragraph('Inside')}${WIDGET}` +
  '</div>\n<!-- /wp:group -->';
const CONTENT = [paragraph('Known'), WIDGET, NESTED].join('\n\n');

function seeded(registry = NONE): Y.Doc {
  const doc = new Y.Doc();
  seedRecordDoc(doc, { fields: { title: 'Hours' }, blocks: parse(CONTENT) }, 1, registry);
  return doc;
}

describe('a block whose type the registry does not hold', () => {
  it('keeps its markup and comment attributes, read with or without its type', () => {
    const doc = seeded();
    expect(recordContent(doc, NONE)).toBe(CONTENT);
    expect(recordContent(doc, fullCoreRegistry())).toBe(CONTENT);
    expect(docBlockNames(doc).sort()).toEqual(['acme/widget', 'core/group', 'core/paragraph']);
  });

  it('stays as it was when the tree around it is edited', () => {
    const doc = seeded();
    const before = readRecordDoc(doc, NONE);
    const [added] = parse(paragraph('Added'));
    if (added === undefined) throw new Error('no block');
    const next = insertAtTop(before.blocks, 0, { ...added, clientId: 'added' } as CollabBlock);
    applyLocalTree(doc, { blocks: next }, 'me', before, NONE);
    expect(recordContent(doc, NONE)).toBe([paragraph('Added'), CONTENT].join('\n\n'));
  });

  it('takes a new HTML written for it as a whole', () => {
    const doc = seeded();
    const before = readRecordDoc(doc, NONE);
    const id = idOf(doc, 'every');
    const html = '\n<div class="widget"><p>Closed on Sunday</p></div>\n';
    const next = replaceInTree(before.blocks, id, (block) => ({
      ...block,
      innerHTML: html,
      innerContent: [html],
    }));
    applyLocalTree(doc, { blocks: next }, 'me', before, NONE);
    const content = recordContent(doc, NONE);
    expect(content).toContain(
      '{"size":"large","label":"Hours"} -->\n<div class="widget"><p>Closed',
    );
    expect(content).toContain('<p>Open <em>every</em> day</p>');
  });

  it('survives a REST write merged over it', () => {
    const doc = seeded();
    const written = CONTENT.replace('<p>Known</p>', '<p>Known, rewritten</p>');
    mergeRestWrite(doc, { blocks: parse(written) }, 'rest', NONE);
    expect(recordContent(doc, NONE)).toBe(written);
  });

  it("loses no one's typing when a replica without the type edits around it", () => {
    // Seeded where the types are known: the paragraphs' text is shared text.
    const doc = seeded(fullCoreRegistry());
    const typist = readRecordDoc(doc, fullCoreRegistry());
    const known = idOf(doc, 'Known');
    applyLocalTree(
      doc,
      {
        blocks: replaceInTree(typist.blocks, known, (block) =>
          withAttributes(block, { content: 'Known, typed' }),
        ),
      },
      'typist',
      typist,
      fullCoreRegistry(),
    );
    // A replica that does not (yet) hold the paragraph type changes the title and adds a block.
    const other = readRecordDoc(doc, NONE);
    const [added] = parse(paragraph('From the other'));
    if (added === undefined) throw new Error('no block');
    applyLocalTree(
      doc,
      {
        fields: { title: 'Opening hours' },
        blocks: insertAtTop(other.blocks, 3, { ...added, clientId: 'other' } as CollabBlock),
      },
      'other',
      other,
      NONE,
    );
    expect(contentOf(doc, known)).toBe('Known, typed');
    const content = recordContent(doc, fullCoreRegistry());
    expect(content).toContain('<p>From the other</p>');
    expect(content).toContain(WIDGET);
    expect(readRecordDoc(doc, fullCoreRegistry()).fields.title).toBe('Opening hours');
    expect(serialize(readRecordDoc(doc, NONE).blocks)).toContain('<p>Known, typed</p>');
  });
});
