import { type RecordDeletion, recordDeletion } from '@atelier/collab';
import type * as Y from 'yjs';
import type { SharedPublishResult } from '../entities/shared-records';
import type { RecordRef } from '../entities/store-state';

/** What a record is called in a sentence, per entity (`kind/name`). */
const NOUNS: Record<string, string> = {
  'postType/page': 'page',
  'postType/wp_template': 'template',
  'postType/wp_template_part': 'template part',
  'postType/wp_block': 'pattern',
  'postType/wp_navigation': 'navigation menu',
  'root/globalStyles': 'style',
};

/**
 * What the editor says when a record open here was deleted by someone (issue #23; the spec names
 * no text): "This page was deleted by Grace Hopper." or, when it went to the Trash, "This page
 * was moved to the Trash by Grace Hopper." (the spec's words for trashing).
 */
export function recordDeletedMessage(ref: RecordRef, deletion: RecordDeletion): string {
  const noun = NOUNS[`${ref.kind}/${ref.name}`] ?? 'record';
  const name = deletion.by.name.trim() === '' ? 'someone' : deletion.by.name;
  return deletion.trashed
    ? `This ${noun} was moved to the Trash by ${name}.`
    : `This ${noun} was deleted by ${name}.`;
}

/**
 * Saves by `publish` unless the record's document says it was deleted: then nothing is written
 * into a record that is gone (or into the Trash) and the save answers why, in the words of the
 * notice. What was typed stays in the editor, to copy.
 */
export function publishUnlessDeleted(
  ref: RecordRef,
  doc: Y.Doc,
  publish: () => Promise<SharedPublishResult>,
): Promise<SharedPublishResult> {
  const deletion = recordDeletion(doc);
  if (deletion === null) return publish();
  return Promise.resolve({
    ok: false,
    error: {
      code: 'rest_collab_record_deleted',
      message: recordDeletedMessage(ref, deletion),
      data: { status: 410 },
    },
  });
}
