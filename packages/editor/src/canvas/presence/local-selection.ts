import type { CollabSelection } from '@atelier/collab/client';
import type * as Y from 'yjs';
import { type RecordRef, recordKey } from '../../data/entities/store-state';
import type { BlockEditorStore } from '../state/block-editor-store';
import { idOutside, instanceOf, recordOf } from '../state/record-instances';
import { domTextSelection } from './dom-text-range';
import { relativeRange, richTextIn } from './relative-selection';

/** What the local selection is read from: the canvas's block editor. */
export type SelectionSource = Pick<
  BlockEditorStore,
  'getSelection' | 'ownerOf' | 'isNavigationMode'
>;

/**
 * This tab's selection as the other people in a record should see it: the block (by its id in the
 * record, whichever place of the canvas shows it) and, while the caret is in one of its rich
 * texts, the caret or range as relative positions of that attribute's shared HTML. Null when
 * nothing is selected or the selection is in another record.
 */
export function localSelection(
  store: SelectionSource,
  frameDoc: Document,
  record: RecordRef,
  docKey: string,
  doc: Y.Doc,
): CollabSelection | null {
  const selection = store.getSelection();
  if (selection === null) return null;
  const shownId = selection.focus.clientId;
  const owner = store.ownerOf(shownId);
  if (recordKey(recordOf(owner)) !== recordKey(recordOf(record))) return null;
  const instance = instanceOf(owner);
  const clientId = instance === null ? shownId : idOutside(shownId, instance);
  const block = { docKey, clientId };
  if (store.isNavigationMode() || selection.anchor.clientId !== shownId) return block;
  const range = domTextSelection(frameDoc, shownId);
  if (range === null) return block;
  const text = richTextIn(doc, clientId, range.attribute);
  if (text === null) return block;
  return { ...block, attribute: range.attribute, ...relativeRange(text, range) };
}

/** Whether two selections are the same (so presence is not sent again for nothing). */
export function sameSelection(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
