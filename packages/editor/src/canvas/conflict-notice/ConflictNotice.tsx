import { clearConflicts } from '@atelier/collab';
import type * as Y from 'yjs';
import { CONFLICT_MESSAGE, type ConflictNotice as Notice } from './conflict-notices';
import { useBlockBottom } from './use-block-bottom';

/**
 * The warning under one block whose text two people changed at once: the message and Dismiss,
 * which removes the mark from the record document (everyone's notice goes). Drawn in the frame
 * beside the block's DOM, never inside it; nothing while the block is not drawn.
 */
export function ConflictNotice({
  notice,
  doc,
  frameDoc,
}: {
  notice: Notice;
  doc: Y.Doc;
  frameDoc: Document;
}) {
  const place = useBlockBottom(frameDoc, notice.clientId, doc);
  if (place === null) return null;
  return (
    <div
      className="atelier-conflict-notice"
      role="status"
      style={{ top: place.top, left: place.left, maxWidth: Math.max(place.width, 240) }}
    >
      <span>{CONFLICT_MESSAGE}</span>
      <button type="button" onClick={() => clearConflicts(doc, [notice.clientId])}>
        Dismiss
      </button>
    </div>
  );
}
