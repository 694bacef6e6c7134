import { saveFrame, updateFrame } from '@atelier/collab/client';
import type { FastifyRequest } from 'fastify';
import * as decoding from 'lib0/decoding';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { AppError } from '../errors/app-error.js';
import { ClientFrames } from './client-frames.js';
import type { CollabHub, CollabPeer, LiveDoc } from './collab-hub.js';
import { MESSAGE } from './collab-messages.js';
import { SAVE_ANSWERS_KEY, SAVE_RUNNING_MS, SaveAnswers } from './save-answers.js';

/** A saved frame's request id and body. */
function savedOf(frame: Uint8Array): { requestId: number; body: unknown } {
  const decoder = decoding.createDecoder(frame);
  expect(decoding.readVarUint(decoder)).toBe(MESSAGE.saved);
  return {
    requestId: decoding.readVarUint(decoder),
    body: JSON.parse(decoding.readVarString(decoder)),
  };
}

const live = { key: { key: 'page:1' }, doc: new Y.Doc() } as LiveDoc;
const caller = { id: 'the upgrade request' } as unknown as FastifyRequest;

function peerOf(canEdit: boolean, userId = 1): CollabPeer & { sent: Uint8Array[] } {
  const sent: Uint8Array[] = [];
  return {
    id: 'peer',
    user: { id: userId, name: 'Admin' },
    canEdit,
    unfilteredHtml: true,
    awarenessClients: new Set(),
    sent,
    send: (frame) => sent.push(frame),
  };
}

/** A hub that logs what it is asked, in order; its saves finish when the test says. */
function fakeHub() {
  const log: string[] = [];
  const finish: ((outcome: string | Error, filtered?: boolean) => void)[] = [];
  const hub: Pick<CollabHub, 'receive' | 'publishDocument'> = {
    receive: () => {
      log.push('frame');
      return true;
    },
    publishDocument: (docKey, by) => {
      log.push(`publish ${docKey} as ${(by as unknown as { id: string }).id}`);
      return new Promise((resolve, reject) => {
        finish.push((outcome, filtered = false) =>
          outcome instanceof Error ? reject(outcome) : resolve({ version: outcome, filtered }),
        );
      });
    },
  };
  return { hub, log, finish };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ClientFrames', () => {
  it('starts a save in the same turn, after the frames before it, as the caller', () => {
    const { hub, log } = fakeHub();
    const frames = new ClientFrames(hub, () => undefined);
    const peer = peerOf(true);
    frames.receive(live, peer, updateFrame(new Uint8Array([0, 0])), caller);
    frames.receive(live, peer, saveFrame(4), caller);
    expect(log).toEqual(['frame', 'publish page:1 as the upgrade request']);
  });

  it('answers each save with its request id: the version, or the REST error body', async () => {
    const { hub, finish } = fakeHub();
    const errors: unknown[] = [];
    const frames = new ClientFrames(hub, (_message, error) => errors.push(error));
    const peer = peerOf(true);
    frames.receive(live, peer, saveFrame(1), caller);
    finish[0]?.('"v2"');
    await settle();
    frames.receive(live, peer, saveFrame(2), caller);
    finish[1]?.(new AppError('rest_post_invalid_id', 'Invalid post ID.', 404));
    await settle();
    frames.receive(live, peer, saveFrame(3), caller);
    finish[2]?.(new Error('disk full'));
    await settle();
    expect(peer.sent.map(savedOf)).toEqual([
      { requestId: 1, body: { version: '"v2"' } },
      {
        requestId: 2,
        body: { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } },
      },
      {
        requestId: 3,
        body: {
          code: 'rest_collab_save_failed',
          message: 'The document could not be saved.',
          data: { status: 500 },
        },
      },
    ]);
    expect(errors).toHaveLength(1);
  });

  it('runs the saves of one document one after the other', async () => {
    const { hub, log, finish } = fakeHub();
    const frames = new ClientFrames(hub, () => undefined);
    const peer = peerOf(true);
    frames.receive(live, peer, saveFrame(1), caller);
    frames.receive(live, peer, saveFrame(2), caller);
    await settle();
    expect(log).toHaveLength(1);
    finish[0]?.('"v1"');
    await settle();
    expect(log).toHaveLength(2);
    finish[1]?.('"v2"');
    await settle();
    expect(peer.sent.map((frame) => savedOf(frame).requestId)).toEqual([1, 2]);
  });

  it('refuses a reader’s save without publishing', () => {
    const { hub, log } = fakeHub();
    const frames = new ClientFrames(hub, () => undefined);
    const reader = peerOf(false);
    expect(frames.receive(live, reader, saveFrame(9), caller)).toBe(true);
    expect(log).toEqual([]);
    expect(reader.sent.map(savedOf)).toEqual([
      {
        requestId: 9,
        body: {
          code: 'rest_collab_read_only',
          message: 'You are not allowed to save this document.',
          data: { status: 403 },
        },
      },
    ]);
  });

  it('answers a save sent again with the same save id once, with the first answer', async () => {
    const { hub, log, finish } = fakeHub();
    const frames = new ClientFrames(hub, () => undefined);
    const doc = { key: { key: 'page:2' }, doc: new Y.Doc() } as LiveDoc;
    const first = peerOf(true);
    frames.receive(doc, first, saveFrame(1, 'save-a'), caller);
    // Resent while the first still runs (a new connection of the same person).
    const second = peerOf(true);
    frames.receive(doc, second, saveFrame(1, 'save-a'), caller);
    finish[0]?.('"v7"', true);
    await settle();
    // Resent after the answer was given.
    const third = peerOf(true);
    frames.receive(doc, third, saveFrame(4, 'save-a'), caller);
    await settle();
    expect(log).toEqual(['publish page:2 as the upgrade request']);
    const answer = { version: '"v7"', filtered: true };
    expect(first.sent.map(savedOf)).toEqual([{ requestId: 1, body: answer }]);
    expect(second.sent.map(savedOf)).toEqual([{ requestId: 1, body: answer }]);
    expect(third.sent.map(savedOf)).toEqual([{ requestId: 4, body: answer }]);
  });

  it('another person’s save with the same save id, or a save without one, writes again', async () => {
    const { hub, log, finish } = fakeHub();
    const frames = new ClientFrames(hub, () => undefined);
    const doc = { key: { key: 'page:3' }, doc: new Y.Doc() } as LiveDoc;
    frames.receive(doc, peerOf(true, 1), saveFrame(1, 'same'), caller);
    finish[0]?.('"v1"');
    await settle();
    const other = peerOf(true, 2);
    frames.receive(doc, other, saveFrame(1, 'same'), caller);
    finish[1]?.('"v2"');
    await settle();
    frames.receive(doc, other, saveFrame(2), caller);
    frames.receive(doc, other, saveFrame(3), caller);
    expect(log).toHaveLength(3);
    await settle();
    expect(log).toHaveLength(3);
    expect(savedOf(other.sent[0] as Uint8Array).body).toEqual({ version: '"v2"' });
  });

  it('a save sent again to this instance while another runs it waits for that answer', async () => {
    const { hub, log } = fakeHub();
    const frames = new ClientFrames(hub, () => undefined, new SaveAnswers(() => 5_000));
    const doc = { key: { key: 'page:4' }, doc: new Y.Doc() } as LiveDoc;
    const meta = doc.doc.getMap('meta');
    // What instance A wrote into the shared document as its save started.
    meta.set(SAVE_ANSWERS_KEY, { '1 save-b': { running: true, at: 4_000 } });
    const peer = peerOf(true);
    frames.receive(doc, peer, saveFrame(3, 'save-b'), caller);
    await settle();
    expect(peer.sent).toEqual([]);
    // The first instance writes its answer into the document; the waiting repeat is answered.
    meta.set(SAVE_ANSWERS_KEY, { '1 save-b': { body: { version: '"v9"' }, at: 4_500 } });
    await settle();
    expect(log).toEqual([]);
    expect(peer.sent.map(savedOf)).toEqual([{ requestId: 3, body: { version: '"v9"' } }]);
  });

  it('runs a save itself when the instance that started it gives no answer in time', async () => {
    const { hub, log, finish } = fakeHub();
    const now = 5_000;
    const frames = new ClientFrames(hub, () => undefined, new SaveAnswers(() => now));
    const doc = { key: { key: 'page:5' }, doc: new Y.Doc() } as LiveDoc;
    const startedAt = now - SAVE_RUNNING_MS + 20;
    doc.doc.getMap('meta').set(SAVE_ANSWERS_KEY, { '1 save-c': { running: true, at: startedAt } });
    const peer = peerOf(true);
    frames.receive(doc, peer, saveFrame(5, 'save-c'), caller);
    expect(log).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(log).toEqual(['publish page:5 as the upgrade request']);
    finish[0]?.('"v10"');
    await settle();
    expect(peer.sent.map(savedOf)).toEqual([{ requestId: 5, body: { version: '"v10"' } }]);
  });
});
