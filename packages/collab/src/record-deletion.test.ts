import { parse } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { fullCoreRegistry } from './core-registry';
import { markRecordDeleted, recordDeletion } from './record-deletion';
import { markSaved } from './saved-base';
import { seedRecordDoc } from './seed-record-doc';

const MARKUP = '<!-- wp:paragraph -->\n<p>Kept text</p>\n<!-- /wp:paragraph -->';
const GRACE = { id: 2, name: 'Grace Hopper' };

function seeded(): Y.Doc {
  const doc = new Y.Doc();
  seedRecordDoc(
    doc,
    { fields: { title: 'About' }, blocks: parse(MARKUP) },
    'v1',
    fullCoreRegistry(),
  );
  return doc;
}

describe('recordDeletion', () => {
  it('is null for a document whose record was never deleted', () => {
    expect(recordDeletion(seeded())).toBeNull();
  });

  it('reaches another replica with who deleted it, and leaves the content as it was', () => {
    const server = seeded();
    const tab = new Y.Doc();
    Y.applyUpdate(tab, Y.encodeStateAsUpdate(server));
    markRecordDeleted(server, { by: GRACE, trashed: false, at: 1000 });
    Y.applyUpdate(tab, Y.encodeStateAsUpdate(server, Y.encodeStateVector(tab)));
    expect(recordDeletion(tab)).toEqual({ by: GRACE, trashed: false, at: 1000 });
    expect(tab.getMap('blocks').size).toBe(1);
  });

  it('says when the record went to the Trash rather than for good', () => {
    const doc = seeded();
    markRecordDeleted(doc, { by: GRACE, trashed: true, at: 5 });
    expect(recordDeletion(doc)?.trashed).toBe(true);
  });

  it('is lifted once the record is saved again as a new version (restored from the Trash)', () => {
    const doc = seeded();
    markRecordDeleted(doc, { by: GRACE, trashed: true, at: 5 });
    markSaved(doc, 'v2', fullCoreRegistry());
    expect(recordDeletion(doc)).toBeNull();
  });

  it('ignores a malformed mark', () => {
    const doc = seeded();
    doc.getMap('meta').set('deleted', { by: 'someone' });
    expect(recordDeletion(doc)).toBeNull();
  });
});
