import { clearConflictsOnLocalEdit, conflictMarks } from '@atelier/collab';
import { useEffect, useState } from 'react';
import type * as Y from 'yjs';
import { type ConflictNotice, conflictNotices, sameNotices } from './conflict-notices';

/**
 * The conflict notices of a record document, kept current as marks come and go (from any
 * replica); while mounted, an edit made here in a marked block removes its mark for everyone.
 * Costs a map lookup per transaction, so typing stays as cheap as without it.
 */
export function useConflictNotices(doc: Y.Doc): ConflictNotice[] {
  const [notices, setNotices] = useState(() => conflictNotices(conflictMarks(doc)));
  useEffect(() => {
    const read = () => {
      const next = conflictNotices(conflictMarks(doc));
      setNotices((previous) => (sameNotices(previous, next) ? previous : next));
    };
    read();
    const stopClearing = clearConflictsOnLocalEdit(doc);
    doc.on('afterTransaction', read);
    return () => {
      doc.off('afterTransaction', read);
      stopClearing();
    };
  }, [doc]);
  return notices;
}
