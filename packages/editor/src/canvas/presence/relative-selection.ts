import { BLOCK_KEYS, DOC_ROOTS } from '@atelier/collab';
import type { CollabSelection } from '@atelier/collab/client';
import * as Y from 'yjs';
import { htmlIndexOfTextOffset, textOffsetOfHtmlIndex } from './html-text-offsets';

/** A text range in visible characters (anchor where it began, head where it ends now). */
export interface TextRange {
  anchor: number;
  head: number;
}

/** The two ends of a range as Yjs relative positions, in their JSON form (awareness carries it). */
export interface RelativeRange {
  anchor: unknown;
  head: unknown;
}

/** A remote person's range resolved in the document as it is now. */
export interface ResolvedRange extends TextRange {
  attribute: string;
}

/** The Y.Text of one rich-text attribute of a block in a record document, or null. */
export function richTextIn(doc: Y.Doc, clientId: string, attribute: string): Y.Text | null {
  const block = doc.getMap<unknown>(DOC_ROOTS.blocks).get(clientId);
  if (!(block instanceof Y.Map)) return null;
  const attributes = block.get(BLOCK_KEYS.attributes);
  if (!(attributes instanceof Y.Map)) return null;
  const text = attributes.get(attribute);
  return text instanceof Y.Text ? text : null;
}

function relativeAt(text: Y.Text, html: string, offset: number): unknown {
  const index = htmlIndexOfTextOffset(html, Math.max(0, offset));
  return Y.relativePositionToJSON(Y.createRelativePositionFromTypeIndex(text, index));
}

/**
 * A range of the canvas (visible-character offsets) as relative positions in the attribute's
 * shared HTML: each end sticks to the character after it, so text that others insert or remove
 * before it moves it along.
 */
export function relativeRange(text: Y.Text, range: TextRange): RelativeRange {
  const html = text.toString();
  const anchor = relativeAt(text, html, range.anchor);
  const head = range.head === range.anchor ? anchor : relativeAt(text, html, range.head);
  return { anchor, head };
}

function isId(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'object') return false;
  const { client, clock } = value as { client?: unknown; clock?: unknown };
  return Number.isInteger(client) && Number.isInteger(clock);
}

/** Whether a value from someone's awareness state has the shape of `relativePositionToJSON`. */
function isRelativePositionJson(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const { type, tname, item, assoc } = value as Record<string, unknown>;
  return (
    isId(type) &&
    isId(item) &&
    (tname === undefined || tname === null || typeof tname === 'string') &&
    (assoc === undefined || Number.isInteger(assoc))
  );
}

function resolveEnd(doc: Y.Doc, text: Y.Text, html: string, json: unknown): number | null {
  if (!isRelativePositionJson(json)) return null;
  const position = Y.createAbsolutePositionFromRelativePosition(
    Y.createRelativePositionFromJSON(json),
    doc,
  );
  if (position === null || position.type !== text) return null;
  return textOffsetOfHtmlIndex(html, position.index);
}

/**
 * Where someone's text range is now, in visible characters of the attribute's current HTML
 * (after whatever was typed or removed around it since they set it); null when their selection
 * holds no range, or its positions are not in that attribute (a block or text since removed).
 */
export function resolveRange(doc: Y.Doc, selection: CollabSelection): ResolvedRange | null {
  const { attribute } = selection;
  if (attribute === undefined) return null;
  const text = richTextIn(doc, selection.clientId, attribute);
  if (text === null) return null;
  const html = text.toString();
  const anchor = resolveEnd(doc, text, html, selection.anchor);
  if (anchor === null) return null;
  const head =
    selection.head === selection.anchor ? anchor : resolveEnd(doc, text, html, selection.head);
  return head === null ? null : { attribute, anchor, head };
}
