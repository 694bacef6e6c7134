import type { CollabConnection } from '@atelier/collab/client';
import { useRecordConnection } from '../../data/collab/use-record-connection';
import { useUserStylesRecord } from './use-user-styles-record';

/**
 * Keeps the user's global styles record in its co-editing session while the caller is mounted
 * (the Styles sidebar): a change someone else makes shows in this sidebar and canvas with no
 * reload, and Save publishes the shared record once. Answers the record's connection (its
 * awareness for the avatars), null while co-editing is off or the session is not open yet.
 */
export function useStylesSession(): CollabConnection | null {
  const { ref } = useUserStylesRecord(true);
  return useRecordConnection(ref);
}
