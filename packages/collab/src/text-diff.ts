import type * as Y from 'yjs';

/** One replacement turning a text into another: delete `deleteCount` at `index`, insert `insert`. */
export interface TextChange {
  index: number;
  deleteCount: number;
  insert: string;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/**
 * The smallest single replacement from `before` to `after` (common prefix and suffix kept), or
 * null when they are equal. Never splits a surrogate pair, so a concurrent edit cannot leave half
 * a character behind.
 */
export function textChange(before: string, after: string): TextChange | null {
  if (before === after) return null;
  const shortest = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shortest && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix += 1;
  if (prefix > 0 && isHighSurrogate(before.charCodeAt(prefix - 1))) prefix -= 1;
  let suffix = 0;
  while (
    suffix < shortest - prefix &&
    before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
  ) {
    suffix += 1;
  }
  if (suffix > 0 && isLowSurrogate(before.charCodeAt(before.length - suffix))) suffix -= 1;
  return {
    index: prefix,
    deleteCount: before.length - prefix - suffix,
    insert: after.slice(prefix, after.length - suffix),
  };
}

function apply(text: Y.Text, index: number, deleteCount: number, insert: string): void {
  if (deleteCount > 0) text.delete(index, deleteCount);
  if (insert !== '') text.insert(index, insert);
}

/** Brings a Y.Text to `next` with the smallest replacement (so concurrent typing elsewhere stays). */
export function setText(text: Y.Text, next: string): void {
  const change = textChange(text.toString(), next);
  if (change !== null) apply(text, change.index, change.deleteCount, change.insert);
}

/**
 * Applies to a live Y.Text the change that turned `base` into `next`, where the live text may
 * have moved on from `base` meanwhile. Changes in different places both stay; where they
 * overlap, the live text's change is kept and the incoming insertion follows it (nothing typed
 * is lost), and only the base text outside the live change is deleted. Returns true in that
 * overlapping case (the result may need a person's eye), false otherwise.
 */
export function mergeText(text: Y.Text, base: string, next: string): boolean {
  const incoming = textChange(base, next);
  if (incoming === null) return false;
  const live = text.toString();
  const local = textChange(base, live);
  if (local === null) {
    apply(text, incoming.index, incoming.deleteCount, incoming.insert);
    return false;
  }
  const incomingEnd = incoming.index + incoming.deleteCount;
  const localEnd = local.index + local.deleteCount;
  const shift = live.length - base.length;
  const endsBefore =
    incomingEnd === local.index ? incoming.index < local.index : incomingEnd < local.index;
  if (endsBefore) {
    apply(text, incoming.index, incoming.deleteCount, incoming.insert);
    return false;
  }
  if (incoming.index >= localEnd) {
    apply(text, incoming.index + shift, incoming.deleteCount, incoming.insert);
    return false;
  }
  const afterStart = Math.max(incoming.index, localEnd);
  if (incomingEnd > afterStart) text.delete(afterStart + shift, incomingEnd - afterStart);
  if (incoming.index >= local.index) {
    if (incoming.insert !== '') text.insert(local.index + local.insert.length, incoming.insert);
    return true;
  }
  const beforeEnd = Math.min(incomingEnd, local.index);
  apply(text, incoming.index, beforeEnd - incoming.index, incoming.insert);
  return true;
}
