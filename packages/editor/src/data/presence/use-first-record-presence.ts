import { useState } from 'react';
import { useApiClient } from '../ApiClientContext';
import { takeFirstPresence } from './preloaded-presence';
import { PRESENCE_POLL_MS, type PresentUser } from './record-presence';
import type { RecordPresenceOptions } from './use-record-presence';

// The header's first presence, in a module of its own: the editor header (in every first load)
// needs only this, not the list screens' polling hook beside it.

/**
 * The other people the page said were in one record (`docKey`, `<kind>:<id>`): its first presence
 * answer for the record's kind, taken once as the component first renders. Null when the page
 * holds no answer for it (co-editing off, another address), when the answer is one presence
 * interval old (a late mount, a restored tab), or for another record than the first.
 */
export function useFirstRecordPresence(
  docKey: string | null,
  { enabled, withoutUserId }: Pick<RecordPresenceOptions, 'enabled' | 'withoutUserId'>,
): readonly PresentUser[] | null {
  const client = useApiClient();
  const [first] = useState(() => {
    if (!enabled || docKey === null) return null;
    const kind = docKey.slice(0, docKey.indexOf(':'));
    const taken = takeFirstPresence(client, [kind], withoutUserId, Date.now(), PRESENCE_POLL_MS);
    return taken === null ? null : { docKey, users: taken.answers.get(kind)?.get(docKey) ?? [] };
  });
  return first !== null && first.docKey === docKey ? first.users : null;
}
