import { type CollabSessions, createCollabSessions } from './collab-sessions';
import type { SessionContext } from './record-session';

/**
 * The tab's co-editing sessions as the app shell makes them: the transport, the document model
 * and Yjs load with the first shared record that opens (`record-session.ts`), not before.
 */
export function createEditorSessions(context: SessionContext): CollabSessions {
  return createCollabSessions((ref, kind) =>
    import('./record-session').then(({ startRecordSession }) =>
      startRecordSession(context, ref, kind),
    ),
  );
}
