import type { ConflictMark } from '@atelier/collab';

/** What the canvas says under a block whose text two people changed at once (issue #23). */
export const CONFLICT_MESSAGE = 'Changed by two people at once. Check this text.';

/** One notice to draw: the block it sits under and the rich text concerned. */
export interface ConflictNotice {
  clientId: string;
  attribute: string;
  at: number;
}

/** The notices of a document's conflict marks, oldest first (ties by block id, the same everywhere). */
export function conflictNotices(marks: ReadonlyMap<string, ConflictMark>): ConflictNotice[] {
  return [...marks]
    .map(([clientId, mark]) => ({ clientId, attribute: mark.attribute, at: mark.at }))
    .sort((a, b) => a.at - b.at || (a.clientId < b.clientId ? -1 : 1));
}

/** Whether two lists of notices say the same (so a redraw can be skipped). */
export function sameNotices(a: readonly ConflictNotice[], b: readonly ConflictNotice[]): boolean {
  return (
    a.length === b.length &&
    a.every((notice, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        other.clientId === notice.clientId &&
        other.attribute === notice.attribute &&
        other.at === notice.at
      );
    })
  );
}
