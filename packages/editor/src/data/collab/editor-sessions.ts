import type { BlockRegistry } from '@atelier/blocks';
import { hasEdits } from '../entities/dirty-records';
import { recordKey } from '../entities/store-state';
import { type CollabSessions, createCollabSessions } from './collab-sessions';
import type { SessionContext } from './record-session';
import type { SharedKind } from './shared-kinds';

/** How long a session stays open after nothing shows its record (and between later tries). */
const LINGER_MS = 2000;

/**
 * The block types a record's session reads and writes with: the canvas's registry for a record
 * with a block tree; none for one without (global styles), which so never loads the canvas's
 * registry module, nor every block type that module fetches once the page has settled.
 */
export function sessionBlockTypes(
  context: Pick<SessionContext, 'blockTypes'>,
  kind: SharedKind,
): BlockRegistry | Promise<BlockRegistry> {
  // Its own small chunk, fetched beside the session's: nothing of it in the first load.
  return kind.content
    ? context.blockTypes()
    : import('./no-block-types').then((types) => types.NO_BLOCK_TYPES);
}

/**
 * The tab's co-editing sessions as the app shell makes them: the transport, the document model
 * and Yjs load with the first shared record that opens (`record-session.ts`), once the page's
 * first screen has drawn (`afterFirstScreen`: they never delay its first block), with the
 * canvas's on-demand block registry (`blockTypes`), never the whole block library
 * (`sessionBlockTypes`). A record with unsaved edits keeps its session after it leaves the
 * screen, so its Save publishes the document that holds every word typed.
 */
export function createEditorSessions(
  context: SessionContext,
  afterFirstScreen: (callback: () => void) => void,
): CollabSessions {
  const firstScreenDrawn = new Promise<void>((resolve) => afterFirstScreen(resolve));
  return createCollabSessions(
    (ref, kind) =>
      firstScreenDrawn
        .then(() => Promise.all([import('./record-session'), sessionBlockTypes(context, kind)]))
        .then(([{ startRecordSession }, registry]) =>
          startRecordSession(context, registry, ref, kind),
        ),
    LINGER_MS,
    (ref) => hasEdits(context.entityStore.getState(), recordKey(ref)),
  );
}
