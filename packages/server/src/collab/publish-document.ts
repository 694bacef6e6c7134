import { serialize } from '@atelier/blocks';
import {
  type CollabBlock,
  markSaved,
  mergeRestWrite,
  type RecordTree,
  readRecordDoc,
  savedVersion,
} from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import type { FastifyRequest } from 'fastify';
import { can } from '../auth/current-user.js';
import { AppError } from '../errors/app-error.js';
import type { LiveDoc } from './collab-hub.js';
import { cleanedBody } from './filtered-writes.js';
import type { RecordGateway } from './record-gateway.js';
import { type RecordSnapshot, snapshotOf, updateBodyOf } from './record-snapshot.js';
import { lostText } from './stored-text.js';

/** Origin of the stored record merged back into the document after a save. */
export const STORED_ORIGIN = 'atelier-collab-stored';

export const saveMismatch = (parts: readonly string[]) =>
  new AppError(
    'rest_collab_save_mismatch',
    `The record was written but does not hold all the text that was sent (${parts.join(', ')}); the document was kept unsaved. Save again.`,
    500,
  );

/** What the hub lends a publish: the gateway, the merge of outside writes, the stored version. */
export interface PublishSteps {
  readonly gateway: RecordGateway;
  /** Merges the record as read into the document unless the document saved that version. */
  mergeSnapshot(live: LiveDoc, snapshot: RecordSnapshot): Promise<void>;
  /** Stores the saved version beside the document (after its pending writes). */
  storeSavedVersion(live: LiveDoc, version: string): Promise<void>;
}

/** A save's answer: the record's new version, and whether what it stored differs from what was sent. */
export interface PublishAnswer {
  version: string;
  /**
   * The record holds the document cleaned (markup the saving person may not write, or markup
   * of someone without `unfiltered_html`, removed); the document now holds that form.
   */
  filtered: boolean;
}

/**
 * One write of the document through REST: the tree read, the document's body, the body sent
 * (cleaned when the document may hold someone's markup to clean) and what REST answered.
 */
interface Written {
  tree: RecordTree<CollabBlock>;
  body: Record<string, unknown>;
  sent: Record<string, unknown>;
  stored: RecordSnapshot;
}

/** JSON with object keys sorted (stored objects need not keep the document's key order). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

function sameTree(a: RecordTree, b: RecordTree): boolean {
  return serialize(a.blocks) === serialize(b.blocks) && canonical(a.fields) === canonical(b.fields);
}

/**
 * Saves a live document as its record: its fields and content go through the record's REST
 * update as the caller (one revision), with `If-Match` of the saved version; a write made outside
 * the session in between is merged first and the save tried once more. The record the update
 * answers (what the route stored, as it reports it) is checked against what was sent, as REST
 * stores it for this person (cleaned when they lack `unfiltered_html`): if it lost text, the save fails with `rest_collab_save_mismatch` and
 * the document stays unsaved (the next save writes over that version). Else the document records
 * the tree written as its saved base, and takes the stored form back when it differs, so every
 * client holds what the record holds.
 */
export async function publishLiveDoc(
  live: LiveDoc,
  caller: FastifyRequest,
  token: string,
  steps: PublishSteps,
): Promise<PublishAnswer> {
  const { key } = live;
  const attempt = async (): Promise<Written> => {
    const version = live.unconfirmedVersion ?? String(savedVersion(live.doc) ?? '');
    // The tree written, read in the same turn as the body: an edit that arrives while the
    // write is in flight is not in it, so it must not count as saved.
    const tree = readRecordDoc(live.doc, fullCoreRegistry());
    const body = updateBodyOf(key.kind, live.doc);
    // Changes made from now on set the flag again; a failed save puts it back.
    const filtered = live.mayHoldFilteredWrites;
    live.mayHoldFilteredWrites = false;
    try {
      const sent = filtered ? await cleanedBody(body) : body;
      const stored = await steps.gateway.write(key, sent, version, caller, token);
      return { tree, body, sent, stored };
    } catch (error) {
      if (filtered) live.mayHoldFilteredWrites = true;
      throw error;
    }
  };
  let written: Written;
  try {
    written = await attempt();
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 412) throw error;
    await steps.mergeSnapshot(live, await steps.gateway.readForEdit(key, caller));
    written = await attempt();
  }
  const { stored } = written;
  const { version } = stored;
  // What REST should have stored for this person: the body as sent, cleaned when they may not
  // write any HTML.
  const expected = can(caller.auth, 'unfiltered_html')
    ? written.sent
    : await cleanedBody(written.sent);
  const lost = lostText(snapshotOf(key.kind, expected, {}).tree, stored.tree);
  if (lost.length > 0) {
    live.unconfirmedVersion = version;
    live.mayHoldFilteredWrites = true;
    throw saveMismatch(lost);
  }
  live.unconfirmedVersion = null;
  markSaved(live.doc, version, fullCoreRegistry(), written.tree);
  const filtered = !sameTree(snapshotOf(key.kind, written.body, {}).tree, stored.tree);
  if (filtered) {
    // The record holds a cleaned form: the document takes it as a REST write against the
    // tree just saved, so everyone in it sees what the record holds.
    mergeRestWrite(live.doc, stored.tree, STORED_ORIGIN, fullCoreRegistry());
    markSaved(live.doc, version, fullCoreRegistry());
  }
  await steps.storeSavedVersion(live, version);
  return { version, filtered };
}
