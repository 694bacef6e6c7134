import type { BlockRegistry } from '@atelier/blocks';
import {
  type CollabPresence,
  type CollabUser,
  openCollabConnection,
  presenceColor,
} from '@atelier/collab/client';
import { afterNextFrame, inNextFrame } from '../after-next-frame';
import type { EntityStore } from '../entities/entity-store';
import type { RecordRef } from '../entities/store-state';
import type { RecordSession } from './collab-sessions';
import { bindRecord } from './record-binding';
import type { SharedKind } from './shared-kinds';

/**
 * The transport and the binding of one record's session, in a module of its own: the editor
 * loads it (with Yjs and the document model) when the first shared record opens, not in the
 * first-load bundle.
 */

/** How the others see this person: name, colour of their avatar and caret, avatar image. */
export function presenceUser(user: {
  id: number;
  name: string;
  avatar_urls: Record<string, string>;
}): CollabUser {
  const sizes = Object.keys(user.avatar_urls).sort((a, b) => Number(b) - Number(a));
  const avatar = sizes.length > 0 ? user.avatar_urls[sizes[0] as string] : undefined;
  return {
    id: user.id,
    name: user.name,
    color: presenceColor(user.id),
    ...(avatar === undefined ? {} : { avatar }),
  };
}

export interface SessionContext {
  entityStore: EntityStore;
  /** The person (the bootstrap's current user). */
  user: { id: number; name: string; avatar_urls: Record<string, string> };
  /** The site's origin (the endpoint is under `/wp-json/`). */
  baseUrl: string;
  /** The REST nonce the editor's writes carry now. */
  nonce: () => string;
  /** Renews it when the server refuses it (the REST client's own renewal, shared). */
  refreshNonce?: () => Promise<string | null>;
  /**
   * The canvas's block registry (types loaded on demand), asked for with the first session: the
   * documents are read and written with it, so co-editing never loads the whole block library.
   */
  blockTypes: () => Promise<BlockRegistry>;
}

/**
 * Opens the record's connection, says who this is, and binds the record to its document (read
 * and written with `registry`).
 */
export function startRecordSession(
  context: SessionContext,
  registry: BlockRegistry,
  ref: RecordRef,
  kind: SharedKind,
): RecordSession {
  const connection = openCollabConnection({
    docKey: kind.docKey,
    baseUrl: context.baseUrl,
    nonce: context.nonce,
    ...(context.refreshNonce ? { refreshNonce: context.refreshNonce } : {}),
  });
  const presence: CollabPresence = { user: presenceUser(context.user), selection: null };
  connection.awareness.setLocalState(presence);
  const unbind = bindRecord({
    entityStore: context.entityStore,
    ref,
    kind,
    connection,
    registry,
    scheduleWrite: afterNextFrame,
    scheduleRead: inNextFrame,
  });
  return {
    connection,
    stop() {
      unbind();
      connection.close();
    },
  };
}
