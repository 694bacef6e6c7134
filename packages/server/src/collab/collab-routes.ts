import { randomUUID } from 'node:crypto';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { AppContext } from '../app-context.js';
import { AppError } from '../errors/app-error.js';
import { ClientFrames } from './client-frames.js';
import { type CollabAccess, checkCollabAccess } from './collab-access.js';
import { IN_PROCESS_BUS } from './collab-bus.js';
import { collabDisabled, isCollabEnabled } from './collab-enabled.js';
import { CollabHub, type CollabPeer, type LiveDoc, notStarted } from './collab-hub.js';
import { packFrames, unpackFrames } from './collab-messages.js';
import { CollabStore } from './collab-store.js';
import { type DocKey, docKeyOf, docKeyOfRestPath } from './doc-key.js';
import { CLIENT_HEADER, FallbackClients } from './fallback-clients.js';
import { PgCollabBus } from './pg-collab-bus.js';
import { registerPresenceRoute } from './presence-routes.js';
import { PresenceStore } from './presence-store.js';
import { PresenceTracker } from './presence-tracker.js';
import { createRecordBlockIds } from './record-block-ids.js';
import { registerRecordDeleted } from './record-deleted.js';
import { PUBLISH_HEADER, type RecordReader, restRecordGateway } from './record-gateway.js';
import type { RecordSnapshot } from './record-snapshot.js';
import { keepAlive } from './socket-keepalive.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared documents of this instance (issue #23). */
    collab: CollabHub;
  }
}

/** Where a document is joined: `/wp-json/atelier/v1/collab/<kind>/<id>`. */
export const COLLAB_PATH = '/wp-json/atelier/v1/collab';

const POLL_MS = 20_000;
const GRACE_MS = 15_000;
const REST_WRITES = new Set(['POST', 'PUT', 'PATCH']);

const unknownDocument = () =>
  new AppError('rest_collab_invalid_document', 'No shared document has this name.', 404);
const unknownClient = () =>
  new AppError(
    'rest_collab_unknown_client',
    'This collaboration client is unknown or has expired; join the document again.',
    404,
  );
const badMessage = () =>
  new AppError(
    'rest_collab_bad_message',
    'The request holds a message this server cannot read.',
    400,
  );
const upgradeRequired = () =>
  new AppError(
    'rest_collab_upgrade_required',
    'Open this address as a WebSocket, or POST to it for the HTTP fallback.',
    426,
  );

function frameOf(data: RawData): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data));
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

/**
 * Mounts the co-editing transport: the WebSocket at `/wp-json/atelier/v1/collab/<kind>/<id>`
 * (y-protocols sync and awareness), its HTTP fallback (POST to the same address) and the merge of
 * REST writes into live documents. Access is checked before any upgrade. Answers the hub.
 */
export async function registerCollabRoutes(
  fastify: FastifyInstance,
  app: AppContext,
  read: RecordReader,
): Promise<CollabHub> {
  await fastify.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 * 1024 } });
  const log = (message: string, error?: unknown) => fastify.log.warn({ err: error }, message);
  const store = new CollabStore(app.db, app.dialect);
  const gateway = restRecordGateway(fastify, read);
  const instanceId = randomUUID();
  const presenceStore = new PresenceStore(app.db);
  const hub: CollabHub = new CollabHub(
    store,
    app.dialect === 'postgres' && app.config.databaseUrl
      ? new PgCollabBus(app.db, app.config.databaseUrl, instanceId, (m) => log(m))
      : IN_PROCESS_BUS,
    gateway,
    { log, instanceId, presence: new PresenceTracker(presenceStore, { instanceId, log }) },
  );
  await hub.start();
  const frames = new ClientFrames(hub, log);
  const fallback = new FallbackClients(hub, { pollMs: POLL_MS, graceMs: GRACE_MS }, frames);
  const access = new WeakMap<FastifyRequest, { key: DocKey; access: CollabAccess }>();
  fastify.decorate('collab', hub);
  app.recordBlockIds = createRecordBlockIds(store);
  registerPresenceRoute(fastify, presenceStore);

  async function authorise(request: FastifyRequest): Promise<void> {
    if (!isCollabEnabled()) throw collabDisabled();
    const params = request.params as { kind?: string; '*'?: string };
    const key = docKeyOf(params.kind ?? '', params['*'] ?? '');
    if (!key) throw unknownDocument();
    const granted = await checkCollabAccess(request, key, gateway);
    if (!granted.canEdit && !(await hub.exists(key))) throw notStarted();
    access.set(request, { key, access: granted });
  }

  fastify.route({
    method: 'GET',
    url: `${COLLAB_PATH}/:kind/*`,
    preValidation: authorise,
    handler: async () => {
      throw upgradeRequired();
    },
    wsHandler: (socket: WebSocket, request: FastifyRequest) => {
      const joining = access.get(request);
      if (!joining) {
        socket.close(1011, 'not authorised');
        return;
      }
      const reread = () => gateway.readForEdit(joining.key, request);
      serveSocket(hub, frames, socket, request, { ...joining, reread }, log);
    },
  });

  fastify.route({
    method: 'POST',
    url: `${COLLAB_PATH}/:kind/*`,
    preValidation: authorise,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const joining = access.get(request);
      if (!joining) throw unknownDocument();
      const body = request.body;
      const received = Buffer.isBuffer(body) ? unpackFrames(new Uint8Array(body)) : [];
      if (!received) throw badMessage();
      const sent = request.headers[CLIENT_HEADER];
      const id =
        sent === undefined
          ? await fallback.create(joining.access, (peer) =>
              hub.join(joining.key, peer, joining.access.snapshot, () =>
                gateway.readForEdit(joining.key, request),
              ),
            )
          : sent;
      const client = fallback.find(id, joining.access.userId, joining.key.key);
      if (!client) throw unknownClient();
      if (!fallback.deliver(client, received, request)) throw badMessage();
      // A request that brings frames is answered at once; an empty one is the long poll.
      const abandoned = new Promise<void>((resolve) => request.raw.once('close', resolve));
      const waiting =
        received.length > 0 || sent === undefined
          ? fallback.takeQueued(client)
          : await fallback.take(client, abandoned);
      reply.header(CLIENT_HEADER, client.peer.id);
      reply.header('Cache-Control', 'no-store');
      // While the app closes, the answer ends its connection: a kept-alive socket would hold
      // the server's close until its idle timeout.
      if (fallback.isClosing()) reply.header('Connection', 'close');
      reply.type('application/octet-stream');
      return Buffer.from(packFrames(waiting));
    },
  });

  // A record written through its REST route by a client outside the session.
  fastify.addHook('onResponse', async (request, reply) => {
    if (!REST_WRITES.has(request.method) || reply.statusCode !== 200) return;
    const key = docKeyOfRestPath(request.url);
    if (!key || hub.isOwnPublish(request.headers[PUBLISH_HEADER])) return;
    hub.mergeRestWrite(key, request).catch((error: unknown) => {
      log(`collab: the REST write of ${key.key} was not merged into its document`, error);
    });
  });

  // A record deleted (or trashed) through REST: everyone in its document is told.
  registerRecordDeleted(fastify, hub, log);

  // Closing waits for requests in flight: long polls are answered at once instead of in 20 s.
  fastify.addHook('preClose', async () => fallback.answerPolls());
  fastify.addHook('onClose', async () => {
    await fallback.close();
    await hub.close();
  });
  return hub;
}

/**
 * One WebSocket client: frames are handled one after the other, in the order they came (those
 * that arrive while the document opens wait for it); its saves run as the upgrade request's person.
 * It is pinged every 25 s and dropped after two unanswered pings (`socket-keepalive.ts`).
 */
function serveSocket(
  hub: CollabHub,
  frames: ClientFrames,
  socket: WebSocket,
  request: FastifyRequest,
  {
    key,
    access,
    reread,
  }: { key: DocKey; access: CollabAccess; reread: () => Promise<RecordSnapshot> },
  log: (message: string, error?: unknown) => void,
): void {
  const waiting: Uint8Array[] = [];
  let live: LiveDoc | undefined;
  let closed = false;
  const peer: CollabPeer = {
    id: randomUUID(),
    user: { id: access.userId, name: access.userName },
    canEdit: access.canEdit,
    unfilteredHtml: access.unfilteredHtml,
    awarenessClients: new Set(),
    send: (frame) => {
      if (socket.readyState === socket.OPEN) socket.send(frame);
    },
  };
  // A client gone without a close (sleep, a dead network) misses pings and is dropped.
  const keepalive = keepAlive(socket);
  const handle = (doc: LiveDoc, frame: Uint8Array) => {
    if (!frames.receive(doc, peer, frame, request)) socket.close(1003, 'unsupported message');
  };
  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (!isBinary) {
      socket.close(1003, 'binary frames only');
      return;
    }
    keepalive.alive();
    const frame = frameOf(data);
    if (live) handle(live, frame);
    else waiting.push(frame);
  });
  socket.on('close', () => {
    closed = true;
    keepalive.stop();
    if (live) hub.leave(live, peer).catch((error: unknown) => log('collab: leave failed', error));
  });
  hub.join(key, peer, access.snapshot, reread).then(
    (doc) => {
      live = doc;
      if (closed) {
        hub.leave(doc, peer).catch((error: unknown) => log('collab: leave failed', error));
        return;
      }
      for (const frame of waiting.splice(0)) handle(doc, frame);
    },
    (error: unknown) => {
      log(`collab: ${key.key} could not be opened`, error);
      socket.close(1011, 'the document could not be opened');
    },
  );
}
