import { parse } from '@atelier/blocks';
import {
  applyLocalTree,
  clearConflicts,
  conflictMarks,
  readRecordDoc,
  savedBase,
  savedVersion,
  seedRecordDoc,
} from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyClientUpdate } from './server-meta.js';

const CONTENT = '<!-- wp:paragraph -->\n<p>Shared words</p>\n<!-- /wp:paragraph -->';

/** A server document, a client that edits it, and a bystander that receives what the server sends. */
function replicas() {
  const server = new Y.Doc();
  seedRecordDoc(
    server,
    { fields: { title: 'Page' }, blocks: parse(CONTENT) },
    '"v1"',
    fullCoreRegistry(),
  );
  const client = new Y.Doc();
  const bystander = new Y.Doc();
  const state = Y.encodeStateAsUpdate(server);
  Y.applyUpdate(client, state);
  Y.applyUpdate(bystander, state);
  const bystanderSaw: unknown[] = [];
  server.on('update', (update: Uint8Array) => {
    Y.applyUpdate(bystander, update);
    bystanderSaw.push(savedVersion(bystander));
  });
  /** Sends what the client does to the server; answers the server's correction for the client. */
  const send = (change: () => void) => {
    const updates: Uint8Array[] = [];
    const listen = (update: Uint8Array) => updates.push(update);
    client.on('update', listen);
    change();
    client.off('update', listen);
    const corrections = updates.map((update) => applyClientUpdate(server, update, 'client'));
    for (const correction of corrections) if (correction) Y.applyUpdate(client, correction);
    return corrections;
  };
  return { server, client, bystander, bystanderSaw, send };
}

describe('applyClientUpdate', () => {
  it('undoes a forged saved version at once: nobody else ever holds it, the forger gets it back', () => {
    const { server, client, bystander, bystanderSaw, send } = replicas();
    const [correction] = send(() => client.getMap('meta').set('version', '"forged"'));
    expect(correction).toBeInstanceOf(Uint8Array);
    expect(savedVersion(server)).toBe('"v1"');
    expect(savedVersion(bystander)).toBe('"v1"');
    expect(bystanderSaw).toEqual(['"v1"']);
    expect(savedVersion(client)).toBe('"v1"');
  });

  it('puts back a removed base and removes a key a client added to meta', () => {
    const { server, client, send } = replicas();
    const base = server.getMap('meta').get('base');
    send(() => {
      client.transact(() => {
        client.getMap('meta').delete('base');
        client.getMap('meta').set('saves', { '1 x': { body: { version: '"v9"' }, at: 1 } });
      });
    });
    expect(server.getMap('meta').get('base')).toBe(base);
    expect(server.getMap('meta').has('saves')).toBe(false);
    expect(savedBase(client).blocks).toHaveLength(1);
    expect(client.getMap('meta').has('saves')).toBe(false);
  });

  it('lets edits and conflict marks through untouched', () => {
    const { server, client, send } = replicas();
    const before = readRecordDoc(client, fullCoreRegistry());
    const corrections = send(() => {
      applyLocalTree(client, { fields: { title: 'Edited' } }, 'typing', before, fullCoreRegistry());
      // A merge the editor ran before its first sync marks an overlap (as `markConflict` does).
      const [block] = readRecordDoc(client, fullCoreRegistry()).blocks;
      const marks = new Y.Map<unknown>();
      client.transact(() => {
        client.getMap('meta').set('conflicts', marks);
        marks.set(block?.clientId ?? '', { attribute: 'content', at: 1 });
      });
      expect(conflictMarks(client).size).toBe(1);
    });
    expect(corrections.every((correction) => correction === null)).toBe(true);
    expect(readRecordDoc(server, fullCoreRegistry()).fields.title).toBe('Edited');
    expect(conflictMarks(server).size).toBe(1);
    send(() => clearConflicts(client, conflictMarks(client).keys()));
    expect(conflictMarks(server).size).toBe(0);
    expect(savedVersion(server)).toBe('"v1"');
  });
});
