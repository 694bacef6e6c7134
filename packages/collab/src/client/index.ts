export { openCollabConnection } from './collab-connection';
export { CollabRefusedError, OFFLINE_ERROR, SAVE_TIMEOUT_ERROR } from './collab-errors';
export { COLLAB_ENDPOINT, collabHttpUrl, collabSocketUrl } from './collab-url';
export type {
  CollabConnection,
  CollabConnectionOptions,
  CollabError,
  CollabPresence,
  CollabSelection,
  CollabStatus,
  CollabUser,
  FetchLike,
  PublishResult,
  WebSocketLike,
} from './connection-types';
export {
  awarenessFrame,
  MESSAGE,
  packFrames,
  type SaveRequest,
  savedFrame,
  saveFrame,
  saveRequestOf,
  syncStep1Frame,
  unpackFrames,
  updateFrame,
} from './frames';
export { CLIENT_HEADER } from './http-transport';
export { PRESENCE_COLORS, presenceColor } from './presence-color';
export { PUBLISH_ANSWER_MS, PUBLISH_OFFLINE_MS } from './publish-requests';
