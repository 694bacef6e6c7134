import { parse } from '@atelier/blocks';
import { applyLocalTree, readRecordDoc, seedRecordDoc } from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { cleanedBody, differsFromSavedBase } from './filtered-writes.js';

const CONTENT = '<!-- wp:paragraph -->\n<p>One</p>\n<!-- /wp:paragraph -->\n';

describe('writes to clean on save', () => {
  it('a document as seeded holds nothing unsaved; an edit makes it differ', () => {
    const doc = new Y.Doc();
    seedRecordDoc(
      doc,
      { fields: { title: 'Page' }, blocks: parse(CONTENT) },
      'v1',
      fullCoreRegistry(),
    );
    expect(differsFromSavedBase(doc)).toBe(false);
    const before = readRecordDoc(doc, fullCoreRegistry());
    applyLocalTree(
      doc,
      { fields: { title: 'Page, edited' } },
      'someone',
      before,
      fullCoreRegistry(),
    );
    expect(differsFromSavedBase(doc)).toBe(true);
  });

  it('cleans script out of text fields, leaves clean ones and non-text fields as they are', async () => {
    const body = {
      title: 'Plain title',
      content: '<!-- wp:html --><p>Kept</p><script>alert(1)</script><!-- /wp:html -->',
      styles: { color: { text: 'red' } },
    };
    const cleaned = await cleanedBody(body);
    expect(cleaned.title).toBe('Plain title');
    expect(cleaned.content).toContain('<p>Kept</p>');
    expect(cleaned.content).not.toContain('<script');
    expect(cleaned.styles).toBe(body.styles);
    expect(await cleanedBody({ title: 'Plain title' })).toEqual({ title: 'Plain title' });
  });
});
