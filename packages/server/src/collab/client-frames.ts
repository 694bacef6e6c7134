import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { type ErrorBody, errorBody } from '../http/error-body.js';
import type { CollabHub, CollabPeer, LiveDoc } from './collab-hub.js';
import { savedFrame, saveRequestOf } from './collab-messages.js';

export const readOnlySave = () =>
  new AppError('rest_collab_read_only', 'You are not allowed to save this document.', 403);

const saveFailed = () =>
  new AppError('rest_collab_save_failed', 'The document could not be saved.', 500);

/**
 * A client's frames as its transport hands them over, in order. A save (frame 8) publishes the
 * document through the hub as the person of that connection (`caller`: the WebSocket's upgrade
 * request, or the fallback POST that carried it) and is answered with a `saved` frame (9): the new
 * version, or the REST error body. The document's content is read when the save starts, so it holds
 * every frame the client sent before; saves of one document run one after the other. Any other
 * frame goes to the hub.
 */
export class ClientFrames {
  private readonly saving = new WeakMap<LiveDoc, Promise<void>>();

  constructor(
    private readonly hub: Pick<CollabHub, 'receive' | 'publishDocument'>,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  /** Handles one frame; false when it was not understood (the transport drops the client). */
  receive(live: LiveDoc, peer: CollabPeer, frame: Uint8Array, caller: FastifyRequest): boolean {
    const requestId = saveRequestOf(frame);
    if (requestId === undefined) return this.hub.receive(live, peer, frame);
    if (!peer.canEdit) {
      peer.send(savedFrame(requestId, errorBody(readOnlySave())));
      return true;
    }
    const publish = () => this.publish(live, caller);
    const previous = this.saving.get(live);
    // Started now when no save of this document is in flight, so what it writes is read in the
    // same turn as the frames before it; else right after the one in flight.
    const answered = (previous ? previous.then(publish) : publish())
      .then((body) => peer.send(savedFrame(requestId, body)))
      .catch((error: unknown) =>
        this.log(`collab: a save of ${live.key.key} was not answered`, error),
      );
    this.saving.set(live, answered);
    answered.finally(() => {
      if (this.saving.get(live) === answered) this.saving.delete(live);
    });
    return true;
  }

  private async publish(
    live: LiveDoc,
    caller: FastifyRequest,
  ): Promise<{ version: string } | ErrorBody> {
    try {
      return { version: await this.hub.publishDocument(live.key.key, caller) };
    } catch (error) {
      if (error instanceof AppError) return errorBody(error);
      this.log(`collab: saving ${live.key.key} failed`, error);
      return errorBody(saveFailed());
    }
  }
}
