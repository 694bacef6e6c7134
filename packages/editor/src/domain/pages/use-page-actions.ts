import type { Action } from '@atelier/dataviews';
import { useMemo } from 'react';
import { createPageActions, type PageActionId } from './page-actions';
import type { PageItem } from './page-item';
import { usePageActionDeps, useReadFrontPageSettings } from './use-page-action-deps';

/**
 * The page actions (spec 2 §5) wired to the running editor: entity store, notices, router.
 * `afterRemoval` runs once pages were trashed, restored or deleted (e.g. leave their screen).
 * Outside a data view, run a callback action with {@link runPageAction}; the modal actions
 * (Duplicate, Permanently delete, the 'Set as' ones) need a data view's dialog.
 */
export function usePageActions(afterRemoval?: (pages: PageItem[]) => void): Action<PageItem>[] {
  const deps = usePageActionDeps(afterRemoval);
  const settings = useReadFrontPageSettings();
  return useMemo(() => createPageActions(deps, settings), [deps, settings]);
}

/**
 * Runs one page action by id on some pages, as a data view would without a dialog (e.g. the
 * page details' 'Move to Trash'): nothing happens when the action is a modal one, is unknown or
 * does not apply to every page. Resolves once the action is done; true when it ran.
 */
export async function runPageAction(
  actions: readonly Action<PageItem>[],
  id: PageActionId,
  pages: PageItem[],
): Promise<boolean> {
  const action = actions.find((candidate) => candidate.id === id);
  if (action === undefined || action.RenderModal !== undefined || pages.length === 0) return false;
  if (!pages.every((page) => action.isEligible?.(page) ?? true)) return false;
  await action.callback(pages, { onActionPerformed: () => undefined });
  return true;
}
