import type { NoticeStatus } from '../../components/notices/NoticesProvider';
import { errorMessage } from '../../data/error-message';
import { revertedMany } from '../templates/template-notices';
import { type PatternItem, patternTitle } from './pattern-item';
import {
  patternDeleteFailure,
  patternDeleteSuccess,
  patternRenameFailure,
  patternRenameSuccess,
} from './pattern-notices';
import type { PatternDeleteOutcome } from './pattern-operations';

/** What the pattern actions need from the running editor; tests pass fakes. */
export interface PatternActionDeps {
  deleteItems: (items: PatternItem[]) => Promise<PatternDeleteOutcome>;
  rename: (item: PatternItem, title: string) => Promise<void>;
  /** Clears a customised theme part (the templates' revert, with its undo step). */
  revert: (item: PatternItem) => Promise<void>;
  notify: (message: string, status: NoticeStatus) => void;
  /** A notice whose Undo takes back the last step of the history. */
  notifyWithUndo: (message: string) => void;
  openInEditor: (item: PatternItem) => void;
  exportJson: (item: PatternItem) => void;
  /** After items were deleted (e.g. leave the screen of a deleted pattern). */
  afterRemoval?: (items: PatternItem[]) => void;
}

/** Deletes, then tells how it went (spec 2 §8); returns the items that are gone. */
export async function runPatternDelete(
  deps: Pick<PatternActionDeps, 'deleteItems' | 'notify' | 'afterRemoval'>,
  items: PatternItem[],
): Promise<PatternItem[]> {
  if (items.length === 0) return [];
  const { deleted, errors } = await deps.deleteItems(items);
  if (errors.length === 0) deps.notify(patternDeleteSuccess(items), 'success');
  else deps.notify(patternDeleteFailure(errors, items.length), 'error');
  if (deleted.length > 0) deps.afterRemoval?.(deleted);
  return deleted;
}

/** Renames and tells how it went; true when the new name was saved. */
export async function runPatternRename(
  deps: Pick<PatternActionDeps, 'rename' | 'notify'>,
  item: PatternItem,
  title: string,
): Promise<boolean> {
  try {
    await deps.rename(item, title);
    deps.notify(patternRenameSuccess(item), 'success');
    return true;
  } catch (error) {
    deps.notify(patternRenameFailure(item, error), 'error');
    return false;
  }
}

/**
 * Clear customizations (spec 2 §8): '"{title}" reverted.' with Undo for one part, '{n} items
 * reverted.' for several, else the reverting error of the first failure. Returns the reverted.
 */
export async function runPatternReset(
  deps: Pick<PatternActionDeps, 'revert' | 'notify' | 'notifyWithUndo'>,
  items: PatternItem[],
): Promise<PatternItem[]> {
  const [first] = items;
  if (first === undefined) return [];
  const results = await Promise.allSettled(items.map((item) => deps.revert(item)));
  const reverted = items.filter((_, index) => results[index]?.status === 'fulfilled');
  const failure = results.find((result) => result.status === 'rejected');
  if (failure !== undefined) {
    const what = items.length === 1 ? 'template part' : 'template parts';
    deps.notify(
      errorMessage(failure.reason, `An error occurred while reverting the ${what}.`),
      'error',
    );
  } else if (items.length === 1) {
    deps.notifyWithUndo(`"${patternTitle(first)}" reverted.`);
  } else {
    deps.notify(revertedMany(items.length), 'success');
  }
  return reverted;
}
