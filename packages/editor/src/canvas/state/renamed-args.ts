import type { RecordRef } from '../../data/entities/store-state';
import { instanceOf, recordOf, shownIn } from './record-instances';
import { renamedId } from './renamed-selection';

/** The fields of a verb's arguments that name blocks by client id. */
const ID_FIELDS = ['clientId', 'parentId', 'rootId'] as const;
const ID_LIST_FIELDS = ['clientIds'] as const;

/**
 * The ids blocks took when they took new ids (a shared record's first sync), gathered so that an
 * action begun before and finished after names the blocks it meant: an 'Edit' that awaits a
 * request, an upload, a popover left open. Old id → new id; a chain is followed to its end.
 */
export interface RenamedIds {
  add(renamed: ReadonlyMap<string, string>): void;
  /** The block's id now (itself when it was never renamed). */
  current(id: string): string;
  /** The id the block had before any renaming (itself when it was never renamed). */
  original(id: string): string;
  /** `args` with the ids of its block fields made current; the same object when none changed. */
  currentArgs<Args>(args: Args): Args;
  /**
   * A record as shown by a block that took a new id (a part in a template that synced): the
   * showing it is now; the same ref when its block was not renamed.
   */
  currentRef(ref: RecordRef): RecordRef;
}

/** Renamings this long ago are forgotten (a chain longer than that is not followed). */
const MAX_CHAIN = 8;

export function createRenamedIds(): RenamedIds {
  const renamed = new Map<string, string>();
  const former = new Map<string, string>();
  const current = (id: string): string => {
    let now = id;
    for (let step = 0; step < MAX_CHAIN; step += 1) {
      const next = renamedId(renamed, now);
      if (next === undefined || next === now) break;
      now = next;
    }
    return now;
  };
  return {
    currentRef(ref) {
      const instance = instanceOf(ref);
      if (instance === null || renamed.size === 0) return ref;
      const now = current(instance);
      return now === instance ? ref : shownIn(recordOf(ref), now);
    },
    add(more) {
      for (const [before, after] of more) {
        renamed.set(before, after);
        if (!former.has(after)) former.set(after, before);
      }
    },
    current,
    original(id) {
      let then = id;
      for (let step = 0; step < MAX_CHAIN; step += 1) {
        const before = renamedId(former, then);
        if (before === undefined || before === then) break;
        then = before;
      }
      return then;
    },
    currentArgs<Args>(args: Args): Args {
      if (renamed.size === 0 || typeof args !== 'object' || args === null) return args;
      const fields = args as Record<string, unknown>;
      let changed: Record<string, unknown> | null = null;
      for (const field of ID_FIELDS) {
        const id = fields[field];
        if (typeof id !== 'string') continue;
        const now = current(id);
        if (now !== id) changed = { ...(changed ?? fields), [field]: now };
      }
      for (const field of ID_LIST_FIELDS) {
        const ids = fields[field];
        if (!Array.isArray(ids)) continue;
        const now = ids.map((id) => (typeof id === 'string' ? current(id) : id));
        if (now.some((id, index) => id !== ids[index])) {
          changed = { ...(changed ?? fields), [field]: now };
        }
      }
      return changed === null ? args : (changed as Args);
    },
  };
}
