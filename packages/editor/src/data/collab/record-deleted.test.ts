import { markRecordDeleted, seedRecordDoc } from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { publishUnlessDeleted, recordDeletedMessage } from './record-deleted';

const PAGE = { kind: 'postType', name: 'page', id: '12' };
const PART = { kind: 'postType', name: 'wp_template_part', id: 'loom//header' };
const by = { id: 2, name: 'Grace Hopper' };

describe('recordDeletedMessage', () => {
  it('names the record’s kind and who deleted it', () => {
    expect(recordDeletedMessage(PAGE, { by, trashed: false, at: 1 })).toBe(
      'This page was deleted by Grace Hopper.',
    );
    expect(recordDeletedMessage(PART, { by, trashed: false, at: 1 })).toBe(
      'This template part was deleted by Grace Hopper.',
    );
  });

  it('says the Trash when the record went there', () => {
    expect(recordDeletedMessage(PAGE, { by, trashed: true, at: 1 })).toBe(
      'This page was moved to the Trash by Grace Hopper.',
    );
  });

  it('says someone when the name is blank', () => {
    expect(recordDeletedMessage(PAGE, { by: { id: 0, name: ' ' }, trashed: false, at: 1 })).toBe(
      'This page was deleted by someone.',
    );
  });
});

describe('publishUnlessDeleted', () => {
  const seeded = () => {
    const doc = new Y.Doc();
    seedRecordDoc(doc, { fields: { title: 'About' }, blocks: [] }, 'v1', fullCoreRegistry());
    return doc;
  };

  it('publishes while the record is there', async () => {
    const publish = vi.fn(async () => ({ ok: true as const, version: 'v2' }));
    expect(await publishUnlessDeleted(PAGE, seeded(), publish)).toEqual({
      ok: true,
      version: 'v2',
    });
    expect(publish).toHaveBeenCalledTimes(1);
  });

  it('writes nothing once the record was deleted, and answers why', async () => {
    const doc = seeded();
    markRecordDeleted(doc, { by, trashed: false, at: 1 });
    const publish = vi.fn(async () => ({ ok: true as const, version: 'v2' }));
    const result = await publishUnlessDeleted(PAGE, doc, publish);
    expect(publish).not.toHaveBeenCalled();
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'rest_collab_record_deleted',
        message: 'This page was deleted by Grace Hopper.',
        data: { status: 410 },
      },
    });
  });
});
