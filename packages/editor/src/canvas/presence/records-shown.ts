import { type RecordRef, recordKey } from '../../data/entities/store-state';
import { referencedEntity } from '../commands/referenced-entity';
import type { EditorBlock } from '../state/editor-block';
import { ownerKey, recordOf } from '../state/record-instances';

const byTheme = new Map<string, WeakMap<EditorBlock, readonly RecordRef[]>>();

/**
 * The records a block and the blocks inside it show in place (template parts, synced patterns,
 * menus), as the showings the canvas draws. Cached by block object: an unchanged subtree is not
 * walked again, so a keystroke costs the path to the block it changed.
 */
function showingsIn(block: EditorBlock, activeTheme: string): readonly RecordRef[] {
  let cache = byTheme.get(activeTheme);
  if (cache === undefined) {
    cache = new WeakMap();
    byTheme.set(activeTheme, cache);
  }
  const known = cache.get(block);
  if (known !== undefined) return known;
  const own = referencedEntity(block, activeTheme);
  const inner = block.innerBlocks.flatMap((child) => showingsIn(child, activeTheme));
  const found = own === null ? inner : [own, ...inner];
  cache.set(block, found);
  return found;
}

/**
 * Every record the canvas shows, once each, from its roots (the edited record, and the template
 * a page is drawn in) down through the parts, patterns and menus placed in them; a record shown
 * inside itself is not followed (the canvas draws a message there).
 */
export function recordsShown(
  roots: readonly RecordRef[],
  treeOf: (ref: RecordRef) => readonly EditorBlock[],
  activeTheme: string,
): RecordRef[] {
  const records = new Map<string, RecordRef>();
  const walked = new Set<string>();
  const queue = roots.map((ref) => ({ ref, around: new Set<string>() }));
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const { ref, around } = next;
    const record = recordOf(ref);
    const key = recordKey(record);
    if (walked.has(ownerKey(ref)) || around.has(key)) continue;
    walked.add(ownerKey(ref));
    if (!records.has(key)) records.set(key, record);
    const inside = new Set([...around, key]);
    for (const block of treeOf(ref)) {
      for (const shown of showingsIn(block, activeTheme))
        queue.push({ ref: shown, around: inside });
    }
  }
  return [...records.values()];
}

/** Whether two lists name the same records in the same order. */
export function sameRecords(a: readonly RecordRef[], b: readonly RecordRef[]): boolean {
  return (
    a.length === b.length &&
    a.every((ref, i) => b[i] !== undefined && recordKey(ref) === recordKey(b[i]))
  );
}
