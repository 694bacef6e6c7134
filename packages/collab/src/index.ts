export { applyLocalTree, type RecordBase, type RecordChange } from './apply-local-tree';
export { newBlockId } from './block-ids';
export { docBlockNames } from './block-names';
export {
  blocksChangedBy,
  CONFLICT_ORIGIN,
  CONFLICTS_KEY,
  type ConflictMark,
  clearConflicts,
  clearConflictsOnLocalEdit,
  conflictMarks,
} from './conflict-marks';
export { type ContentEdges, contentEdges } from './content-edges';
export {
  BLOCK_KEYS,
  type CollabBlock,
  DOC_ROOTS,
  type JsonValue,
  type RecordFields,
  type RecordTree,
  type SavedMarkup,
  type TreeBlock,
} from './doc-layout';
export { keepLostContainers, RESTORE_ORIGIN } from './lost-containers';
export { mergeRestWrite } from './merge-rest-write';
export { pruneUnreachableBlocks, unreachableBlockIds } from './prune-blocks';
export { readBlock, readBlocks, readRecordDoc, recordContent } from './read-record-doc';
export { savedBlockIds, seedBlockIds } from './record-block-ids';
export {
  DELETED_KEY,
  DELETION_ORIGIN,
  markRecordDeleted,
  type RecordDeletion,
  recordDeletion,
} from './record-deletion';
export {
  parseRecordDocKey,
  RECORD_DOC_KINDS,
  type RecordDocKey,
  type RecordDocKind,
  recordDocKey,
} from './record-doc-key';
export { type KnownAttributes, richTextKeys } from './rich-text-keys';
export { markSaved, SAVE_ORIGIN, type SavedVersion, savedBase, savedVersion } from './saved-base';
export { SEED_ORIGIN, seedRecordDoc } from './seed-record-doc';
export { createRecordUndoManager, UNDO_GROUP_MS } from './undo-manager';
