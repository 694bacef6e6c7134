import { parse } from '@atelier/blocks';
import {
  applyLocalTree,
  readRecordDoc,
  recordContent,
  savedVersion,
  seedRecordDoc,
} from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { AppError } from '../errors/app-error.js';
import type { LiveDoc } from './collab-hub.js';
import { parseDocKey } from './doc-key.js';
import { type PublishSteps, publishLiveDoc } from './publish-document.js';
import type { RecordGateway } from './record-gateway.js';
import { type RecordSnapshot, snapshotOf } from './record-snapshot.js';

const CONTENT =
  '<!-- wp:paragraph -->\n<p>First words</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>Second words</p>\n<!-- /wp:paragraph -->';

function liveDoc(): LiveDoc {
  const doc = new Y.Doc();
  seedRecordDoc(
    doc,
    { fields: { title: 'Page' }, blocks: parse(CONTENT) },
    '"v1"',
    fullCoreRegistry(),
  );
  const key = parseDocKey('page:7');
  if (!key) throw new Error('no key');
  return {
    key,
    doc,
    awareness: undefined,
    peers: new Set(),
    lastSeenId: 0,
    writes: Promise.resolve(),
    appendsSinceCompaction: 0,
    mayHoldFilteredWrites: false,
    unconfirmedVersion: null,
  } as unknown as LiveDoc;
}

function callerWith(capabilities: string[]): FastifyRequest {
  return { auth: { user: { capabilities: new Set(capabilities) } } } as unknown as FastifyRequest;
}

/**
 * A record behind a fake REST route: each write stores what `store` makes of the body sent (by
 * default the body itself) as a new version; reads answer what is stored. `fail` throws instead.
 */
function fakeRecord(store: (body: Record<string, unknown>) => Record<string, unknown> = (b) => b) {
  let version = 1;
  let stored: Record<string, unknown> = { title: 'Page', content: CONTENT };
  const writes: { body: Record<string, unknown>; ifMatch: string }[] = [];
  const snapshot = (): RecordSnapshot => snapshotOf('page', stored, { etag: `"v${version}"` });
  let fail: Error | null = null;
  const gateway: RecordGateway = {
    readForEdit: async () => snapshot(),
    assertReadable: async () => undefined,
    write: async (_key, body, ifMatch) => {
      writes.push({ body, ifMatch });
      if (fail) throw fail;
      if (ifMatch !== `"v${version}"`)
        throw new AppError('rest_precondition_failed', 'Stale.', 412);
      version += 1;
      stored = store(body);
      return snapshot();
    },
  };
  const savedVersions: string[] = [];
  const steps: PublishSteps = {
    gateway,
    mergeSnapshot: async () => undefined,
    storeSavedVersion: async (_live, saved) => {
      savedVersions.push(saved);
    },
  };
  return {
    steps,
    writes,
    savedVersions,
    stored: () => stored,
    failWith: (error: Error | null) => {
      fail = error;
    },
  };
}

function type(live: LiveDoc, title: string, content: string) {
  const before = readRecordDoc(live.doc, fullCoreRegistry());
  applyLocalTree(
    live.doc,
    { fields: { title }, blocks: parse(content) },
    'someone',
    before,
    fullCoreRegistry(),
  );
}

const admin = callerWith(['edit_pages', 'unfiltered_html']);
const author = callerWith(['edit_pages']);

describe('publishLiveDoc', () => {
  it('writes the document, checks what was stored and marks it saved', async () => {
    const live = liveDoc();
    const record = fakeRecord();
    type(live, 'Page, edited', CONTENT.replace('First words', 'First words, edited'));
    const answer = await publishLiveDoc(live, admin, 'token', record.steps);
    expect(answer).toEqual({ version: '"v2"', filtered: false });
    expect(savedVersion(live.doc)).toBe('"v2"');
    expect(record.savedVersions).toEqual(['"v2"']);
    expect(record.stored().content).toBe(recordContent(live.doc, fullCoreRegistry()));
  });

  it('a write that fails leaves the document unsaved, with every edit kept', async () => {
    const live = liveDoc();
    const record = fakeRecord();
    live.mayHoldFilteredWrites = true;
    type(live, 'Kept title', CONTENT.replace('Second words', 'Second words, kept'));
    const content = recordContent(live.doc, fullCoreRegistry());
    record.failWith(new AppError('rest_db_error', 'The database went away.', 500));
    await expect(publishLiveDoc(live, admin, 'token', record.steps)).rejects.toMatchObject({
      code: 'rest_db_error',
    });
    expect(savedVersion(live.doc)).toBe('"v1"');
    expect(recordContent(live.doc, fullCoreRegistry())).toBe(content);
    expect(readRecordDoc(live.doc, fullCoreRegistry()).fields.title).toBe('Kept title');
    expect(live.mayHoldFilteredWrites).toBe(true);
    expect(record.savedVersions).toEqual([]);
  });

  it('a record stored without some of the text sent fails the save as a mismatch; the next save writes over it', async () => {
    const live = liveDoc();
    // The route keeps only the first paragraph of what it is sent.
    let truncate = true;
    const record = fakeRecord((body) =>
      truncate ? { ...body, content: String(body.content).split('\n\n')[0] } : body,
    );
    type(live, 'Page', CONTENT.replace('Second words', 'Second words, typed live'));
    const content = recordContent(live.doc, fullCoreRegistry());
    const failed = publishLiveDoc(live, admin, 'token', record.steps);
    await expect(failed).rejects.toBeInstanceOf(AppError);
    await expect(failed).rejects.toMatchObject({
      code: 'rest_collab_save_mismatch',
      status: 500,
    });
    expect(savedVersion(live.doc)).toBe('"v1"');
    expect(recordContent(live.doc, fullCoreRegistry())).toBe(content);
    expect(record.savedVersions).toEqual([]);

    truncate = false;
    const answer = await publishLiveDoc(live, admin, 'token', record.steps);
    // Written over the version the failed save left (no 412), and checked.
    expect(record.writes.map((write) => write.ifMatch)).toEqual(['"v1"', '"v2"']);
    expect(answer.version).toBe('"v3"');
    expect(record.stored().content).toBe(content);
    expect(savedVersion(live.doc)).toBe('"v3"');
  });

  it('markup REST cleans for a person without unfiltered_html: saved, and the document takes the stored form', async () => {
    const live = liveDoc();
    // The route cleans script elements out for this person, as REST does for authors.
    const record = fakeRecord((body) => ({
      ...body,
      content: String(body.content).replace(/<script>[^<]*<\/script>/g, ''),
    }));
    const injected =
      '<!-- wp:html --><p>Kept words</p><script>document.title = "owned"</script><!-- /wp:html -->';
    type(live, 'Page', `${CONTENT}\n\n${injected}`);
    const answer = await publishLiveDoc(live, author, 'token', record.steps);
    expect(answer).toEqual({ version: '"v2"', filtered: true });
    expect(record.stored().content).not.toContain('<script');
    expect(recordContent(live.doc, fullCoreRegistry())).not.toContain('<script');
    expect(recordContent(live.doc, fullCoreRegistry())).toContain('<p>Kept words</p>');
    expect(recordContent(live.doc, fullCoreRegistry())).toBe(record.stored().content);
    expect(savedVersion(live.doc)).toBe('"v2"');
  });
});
