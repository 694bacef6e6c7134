import type { NoticeStatus } from '../../components/notices/NoticesProvider';
import { isTemplateRevertable } from './template-eligibility';
import type { TemplateItem } from './template-item';
import {
  deleteFailure,
  deleteSuccess,
  NOT_REVERTABLE,
  renameFailure,
  renameSuccess,
  revertedMany,
  revertFailure,
  TEMPLATE_REVERTED,
} from './template-notices';
import type { DeleteOutcome } from './template-operations';

/** What the template actions need from the running editor; tests pass fakes. */
export interface TemplateActionDeps {
  deleteItems: (items: TemplateItem[]) => Promise<DeleteOutcome>;
  rename: (item: TemplateItem, title: string) => Promise<void>;
  revert: (item: TemplateItem) => Promise<void>;
  notify: (message: string, status: NoticeStatus) => void;
  /** A notice whose Undo takes back the last step of the history. */
  notifyWithUndo: (message: string) => void;
  openInEditor: (item: TemplateItem) => void;
  /** Opens the public page the template renders, in a new tab. */
  viewOnSite: (item: TemplateItem) => void;
  /** After a deletion (e.g. leave the screen of a deleted template). */
  afterDelete?: (items: TemplateItem[]) => void;
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && Reflect.get(error, 'code') === code;
}

/** Deletes, then tells how it went (spec 1 §8); returns the items that are gone. */
export async function runDelete(
  deps: TemplateActionDeps,
  items: TemplateItem[],
): Promise<TemplateItem[]> {
  const [first] = items;
  if (first === undefined) return [];
  const { deleted, errors } = await deps.deleteItems(items);
  if (errors.length === 0) deps.notify(deleteSuccess(items), 'success');
  else deps.notify(deleteFailure(first.type, errors, items.length), 'error');
  if (deleted.length > 0) deps.afterDelete?.(deleted);
  return deleted;
}

/** Renames and tells how it went; true when the new name was saved. */
export async function runRename(
  deps: Pick<TemplateActionDeps, 'rename' | 'notify'>,
  item: TemplateItem,
  title: string,
): Promise<boolean> {
  try {
    await deps.rename(item, title);
    deps.notify(renameSuccess(item.type), 'success');
    return true;
  } catch (error) {
    deps.notify(renameFailure(item.type, error), 'error');
    return false;
  }
}

/** Clears the customizations and offers Undo; 'This template is not revertable.' when refused. */
export async function runRevert(deps: TemplateActionDeps, item: TemplateItem): Promise<void> {
  if (!isTemplateRevertable(item)) {
    deps.notify(NOT_REVERTABLE, 'error');
    return;
  }
  try {
    await deps.revert(item);
    deps.notifyWithUndo(TEMPLATE_REVERTED);
  } catch (error) {
    deps.notify(
      hasCode(error, 'not_revertable') ? NOT_REVERTABLE : revertFailure(item.type, error),
      'error',
    );
  }
}

/**
 * Clears the customizations of several items at once (spec 2 §8): '{n} items reverted.' when
 * all went well (no Undo: each has its own step in the history), else the first failure.
 */
export async function runRevertMany(
  deps: TemplateActionDeps,
  items: TemplateItem[],
): Promise<TemplateItem[]> {
  const [first] = items;
  if (first === undefined) return [];
  if (items.length === 1) {
    await runRevert(deps, first);
    return items;
  }
  const results = await Promise.allSettled(items.map((item) => deps.revert(item)));
  const reverted = items.filter((_, index) => results[index]?.status === 'fulfilled');
  const failure = results.find((result) => result.status === 'rejected');
  if (failure === undefined) deps.notify(revertedMany(items.length), 'success');
  else deps.notify(revertFailure(first.type, failure.reason), 'error');
  return reverted;
}
