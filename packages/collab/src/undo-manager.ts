import * as Y from 'yjs';
import { recordTypes } from './doc-layout';

/** How long typing keeps adding to one undo step: the editor's own grouping (edit-record.ts). */
export const UNDO_GROUP_MS = 1000;

/**
 * One user's undo history over a record document: it tracks only the changes made with that
 * user's `origin`, so undo never takes back someone else's edit. Changes within `captureTimeout`
 * of each other form one step.
 */
export function createRecordUndoManager(
  doc: Y.Doc,
  origin: unknown,
  captureTimeout: number = UNDO_GROUP_MS,
): Y.UndoManager {
  return new Y.UndoManager(recordTypes(doc), {
    trackedOrigins: new Set([origin]),
    captureTimeout,
  });
}
