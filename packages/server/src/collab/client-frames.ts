import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { type ErrorBody, errorBody } from '../http/error-body.js';
import type { CollabHub, CollabPeer, LiveDoc } from './collab-hub.js';
import { savedFrame, saveRequestOf } from './collab-messages.js';
import { SaveAnswers } from './save-answers.js';

export const readOnlySave = () =>
  new AppError('rest_collab_read_only', 'You are not allowed to save this document.', 403);

const saveFailed = () =>
  new AppError('rest_collab_save_failed', 'The document could not be saved.', 500);

/**
 * A client's frames as its transport hands them over, in order. A save (frame 8) publishes the
 * document through the hub as the person of that connection (`caller`: the WebSocket's upgrade
 * request, or the fallback POST that carried it) and is answered with a `saved` frame (9): the new
 * version, or the REST error body. The document's content is read when the save starts, so it holds
 * every frame the client sent before; saves of one document run one after the other. A save that
 * carries a save id the same person used before (resent after its answer was lost) is answered
 * with the first answer, without writing again, and waits for it when another instance is still
 * running that save (`SaveAnswers`). Any other frame goes to the hub.
 */
export class ClientFrames {
  private readonly saving = new WeakMap<LiveDoc, Promise<void>>();

  constructor(
    private readonly hub: Pick<CollabHub, 'receive' | 'publishDocument'>,
    private readonly log: (message: string, error?: unknown) => void,
    private readonly answers = new SaveAnswers(),
  ) {}

  /** Handles one frame; false when it was not understood (the transport drops the client). */
  receive(live: LiveDoc, peer: CollabPeer, frame: Uint8Array, caller: FastifyRequest): boolean {
    const request = saveRequestOf(frame);
    if (request === undefined) return this.hub.receive(live, peer, frame);
    const { requestId, saveId } = request;
    const answer = (body: unknown) => peer.send(savedFrame(requestId, body));
    if (!peer.canEdit) {
      answer(errorBody(readOnlySave()));
      return true;
    }
    const known =
      saveId === undefined ? undefined : this.answers.find(live.doc, peer.user.id, saveId);
    if (known) {
      // A save another instance was running gave no answer in time: this one runs it.
      known
        .then((body) =>
          body === undefined ? this.save(live, peer, caller, saveId, answer) : answer(body),
        )
        .catch((error: unknown) => this.notAnswered(live, error));
      return true;
    }
    this.save(live, peer, caller, saveId, answer);
    return true;
  }

  /** Runs a save after the one of this document in flight, remembering its answer by save id. */
  private save(
    live: LiveDoc,
    peer: CollabPeer,
    caller: FastifyRequest,
    saveId: string | undefined,
    answer: (body: unknown) => void,
  ): void {
    const publish = () => this.publish(live, caller);
    const previous = this.saving.get(live);
    // Started now when no save of this document is in flight, so what it writes is read in the
    // same turn as the frames before it; else right after the one in flight.
    const body = previous ? previous.then(publish) : publish();
    if (saveId !== undefined) this.answers.remember(live.doc, peer.user.id, saveId, body);
    const answered = body.then(answer).catch((error: unknown) => this.notAnswered(live, error));
    this.saving.set(live, answered);
    answered.finally(() => {
      if (this.saving.get(live) === answered) this.saving.delete(live);
    });
  }

  private notAnswered(live: LiveDoc, error: unknown): void {
    this.log(`collab: a save of ${live.key.key} was not answered`, error);
  }

  private async publish(
    live: LiveDoc,
    caller: FastifyRequest,
  ): Promise<{ version: string; filtered?: true } | ErrorBody> {
    try {
      const { version, filtered } = await this.hub.publishDocument(live.key.key, caller);
      return filtered ? { version, filtered } : { version };
    } catch (error) {
      if (error instanceof AppError) return errorBody(error);
      this.log(`collab: saving ${live.key.key} failed`, error);
      return errorBody(saveFailed());
    }
  }
}
