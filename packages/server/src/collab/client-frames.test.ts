import { saveFrame, updateFrame } from '@atelier/collab/client';
import type { FastifyRequest } from 'fastify';
import * as decoding from 'lib0/decoding';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { ClientFrames } from './client-frames.js';
import type { CollabHub, CollabPeer, LiveDoc } from './collab-hub.js';
import { MESSAGE } from './collab-messages.js';

/** A saved frame's request id and body. */
function savedOf(frame: Uint8Array): { requestId: number; body: unknown } {
  const decoder = decoding.createDecoder(frame);
  expect(decoding.readVarUint(decoder)).toBe(MESSAGE.saved);
  return {
    requestId: decoding.readVarUint(decoder),
    body: JSON.parse(decoding.readVarString(decoder)),
  };
}

const live = { key: { key: 'page:1' } } as LiveDoc;
const caller = { id: 'the upgrade request' } as unknown as FastifyRequest;

function peerOf(canEdit: boolean): CollabPeer & { sent: Uint8Array[] } {
  const sent: Uint8Array[] = [];
  return {
    id: 'peer',
    user: { id: 1, name: 'Admin' },
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
  const finish: ((outcome: string | Error) => void)[] = [];
  const hub: Pick<CollabHub, 'receive' | 'publishDocument'> = {
    receive: () => {
      log.push('frame');
      return true;
    },
    publishDocument: (docKey, by) => {
      log.push(`publish ${docKey} as ${(by as unknown as { id: string }).id}`);
      return new Promise((resolve, reject) => {
        finish.push((outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)));
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
});
