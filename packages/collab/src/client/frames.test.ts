import { describe, expect, it } from 'vitest';
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import {
  MESSAGE,
  packFrames,
  savedFrame,
  saveFrame,
  saveRequestOf,
  unpackFrames,
  updateFrame,
} from './frames';
import { handleServerFrame } from './server-frames';

describe('frames', () => {
  it('a save frame carries its request id and its save id, and nothing else reads as one', () => {
    expect(saveRequestOf(saveFrame(0))).toEqual({ requestId: 0 });
    expect(saveRequestOf(saveFrame(300, 'b7c1-save'))).toEqual({
      requestId: 300,
      saveId: 'b7c1-save',
    });
    expect(saveFrame(5)[0]).toBe(MESSAGE.save);
    expect(saveRequestOf(updateFrame(new Uint8Array([0, 0])))).toBeUndefined();
    expect(saveRequestOf(new Uint8Array([MESSAGE.save]))).toBeUndefined();
    expect(saveRequestOf(new Uint8Array([MESSAGE.save, 1, 1, 65, 7]))).toBeUndefined();
    expect(saveRequestOf(saveFrame(1, ''))).toBeUndefined();
    expect(saveRequestOf(saveFrame(1, 'x'.repeat(65)))).toBeUndefined();
  });

  it('a saved frame reaches the client as the request id and the parsed body', () => {
    const awareness = new Awareness(new Y.Doc());
    const ok = handleServerFrame(savedFrame(7, { version: '"abc"' }), awareness, 'server');
    expect(ok).toEqual({
      reply: null,
      event: { type: 'saved', requestId: 7, body: { version: '"abc"' } },
    });
    const body = { code: 'rest_collab_read_only', message: 'No.', data: { status: 403 } };
    expect(handleServerFrame(savedFrame(8, body), awareness, 'server').event).toEqual({
      type: 'saved',
      requestId: 8,
      body,
    });
    awareness.destroy();
  });

  it('packs frames one after the other and unpacks them in order', () => {
    const frames = [saveFrame(1), new Uint8Array(300).fill(7), new Uint8Array()];
    expect(unpackFrames(packFrames(frames))).toEqual(frames);
    expect(unpackFrames(packFrames([]))).toEqual([]);
    expect(unpackFrames(new Uint8Array([5, 1]))).toBeUndefined();
  });

  it('a frame the client cannot read changes nothing', () => {
    const awareness = new Awareness(new Y.Doc());
    expect(handleServerFrame(new Uint8Array([MESSAGE.sync, 9]), awareness, 'server')).toEqual({
      reply: null,
      event: null,
    });
    expect(handleServerFrame(new Uint8Array([42]), awareness, 'server').event).toBeNull();
    awareness.destroy();
  });
});
