import { BLOCK_IDS_FIELD } from '@atelier/blocks';
import { RECORD_DOC_KINDS } from '@atelier/collab';
import type { BlockIdsRequest } from '../app-context.js';
import { parseFieldsParam } from './fields.js';
import type { RestRequest } from './router.js';

/** Whether the answer keeps the field (`_fields` absent, or naming it). */
function wantsBlockIds(request: RestRequest): boolean {
  const fields = parseFieldsParam(request.params._fields);
  return fields.length === 0 || fields.some((field) => field.split('.')[0] === BLOCK_IDS_FIELD);
}

/**
 * Records read for editing (`context=edit`) of the kinds co-editing shares, each with the ids
 * its blocks have in the shared document (`atelier_block_ids`, null when not known): the editor
 * gives its first tree these ids, so the document's first sync renames no block. Answers the
 * bodies unchanged when co-editing is not set up or the answer drops the field.
 */
export async function withBlockIdsField<T extends object>(
  request: RestRequest,
  bodies: T[],
  records: readonly BlockIdsRequest[],
): Promise<T[]> {
  const source = request.app.recordBlockIds;
  if (source === undefined || bodies.length === 0 || !wantsBlockIds(request)) return bodies;
  if (!records.some((record) => hasBlockDocument(record.kind))) return bodies;
  const ids = await source(records);
  return bodies.map((body, index) =>
    hasBlockDocument(records[index]?.kind ?? '')
      ? { ...body, [BLOCK_IDS_FIELD]: ids[index] ?? null }
      : body,
  );
}

/** Kinds whose shared document holds blocks (global styles' holds none; posts are not shared). */
function hasBlockDocument(kind: string): boolean {
  return kind !== 'wp_global_styles' && (RECORD_DOC_KINDS as readonly string[]).includes(kind);
}
