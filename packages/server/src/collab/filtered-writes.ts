import { serialize } from '@atelier/blocks';
import { readRecordDoc, savedBase } from '@atelier/collab';
import { fullCoreRegistry } from '@atelier/collab/core-registry';
import type * as Y from 'yjs';
import { sanitizeHtml, sanitizeTitle } from '../sanitize/sanitize-html.js';

/** The text fields of a record's update body that render as HTML, and how each is cleaned. */
const CLEANERS: Readonly<Record<string, (html: string) => Promise<string>>> = {
  title: sanitizeTitle,
  description: sanitizeTitle,
  excerpt: sanitizeHtml,
  content: sanitizeHtml,
};

/**
 * A document's update body cleaned as REST cleans what a person without `unfiltered_html`
 * writes: the markup a shared document may hold from such a person is not stored as written
 * when someone who may write any HTML presses Save. Fields that are not text (global styles)
 * are left as they are.
 */
export async function cleanedBody(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const cleaned: Record<string, unknown> = { ...body };
  for (const [name, clean] of Object.entries(CLEANERS)) {
    const value = body[name];
    if (typeof value === 'string') cleaned[name] = await clean(value);
  }
  return cleaned;
}

/**
 * Whether a document holds changes since its last save (as loaded from storage: who made them
 * is not known, so they count as someone's without `unfiltered_html`).
 */
export function differsFromSavedBase(doc: Y.Doc): boolean {
  const base = savedBase(doc);
  const current = readRecordDoc(doc, fullCoreRegistry());
  return (
    serialize(base.blocks) !== serialize(current.blocks) ||
    JSON.stringify(base.fields) !== JSON.stringify(current.fields)
  );
}
