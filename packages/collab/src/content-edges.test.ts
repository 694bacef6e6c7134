import { parse } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyLocalTree } from './apply-local-tree';
import { contentEdges } from './content-edges';
import { fullCoreRegistry } from './core-registry';
import { mergeRestWrite } from './merge-rest-write';
import { readRecordDoc, recordContent } from './read-record-doc';
import { markSaved } from './saved-base';
import { seedRecordDoc } from './seed-record-doc';
import { paragraph } from './testing/markup';

const registry = fullCoreRegistry();
const THEME = `${paragraph('From the theme')}\n`;
const CUSTOM = paragraph('My own archive');

/** A document seeded from `content`, as the server seeds one. */
function seeded(content: string): Y.Doc {
  const doc = new Y.Doc();
  seedRecordDoc(doc, { fields: {}, blocks: parse(content) }, 'v1', registry);
  return doc;
}

/** The editor's change for markup: the tree without its blank lines, and the markup's edges. */
function markup(content: string) {
  const blocks = parse(content);
  return {
    blocks: blocks.filter((block) => block.name !== null),
    edges: contentEdges(blocks),
  };
}

describe('content that replaces the whole content ends as it ends', () => {
  it('reads the edges of parsed content', () => {
    expect(contentEdges(parse(THEME))).toEqual({ leading: false, trailing: true });
    expect(contentEdges(parse(`\n\n${CUSTOM}`))).toEqual({ leading: true, trailing: false });
    expect(contentEdges(parse(CUSTOM))).toEqual({ leading: false, trailing: false });
  });

  it('markup without the blank line the old content ended with is stored without it, and back', () => {
    const doc = seeded(THEME);
    expect(recordContent(doc, registry)).toBe(THEME);

    applyLocalTree(doc, markup(CUSTOM), 'me', readRecordDoc(doc, registry), registry);
    expect(recordContent(doc, registry)).toBe(CUSTOM);

    applyLocalTree(doc, markup(THEME), 'me', readRecordDoc(doc, registry), registry);
    expect(recordContent(doc, registry)).toBe(THEME);
  });

  it('an edit of the tree alone keeps the edges the content had', () => {
    const doc = seeded(THEME);
    const before = readRecordDoc(doc, registry);
    const blocks = before.blocks.filter((block) => block.name !== null);
    applyLocalTree(
      doc,
      { blocks: [...blocks, ...parse(paragraph('More'))] },
      'me',
      before,
      registry,
    );
    expect(recordContent(doc, registry)).toBe(
      `${paragraph('From the theme')}\n\n${paragraph('More')}\n`,
    );
  });

  it('a REST write that drops the closing blank line drops it from the live document', () => {
    const doc = seeded(THEME);
    markSaved(doc, 'v1', registry);
    mergeRestWrite(doc, { blocks: parse(CUSTOM) }, 'rest', registry);
    expect(recordContent(doc, registry)).toBe(CUSTOM);
  });
});
