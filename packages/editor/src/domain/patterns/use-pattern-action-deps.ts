import { useMemo } from 'react';
import { useRouter } from '../../app/Router';
import { useNotices } from '../../components/notices/NoticesProvider';
import { useUndoableNotice } from '../../components/notices/use-undoable-notice';
import { useApiClient } from '../../data/ApiClientContext';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { revertTemplate } from '../templates/template-operations';
import { exportPatternAsJson } from './pattern-export';
import type { PatternItem } from './pattern-item';
import { patternLocation } from './pattern-location';
import { deletePatterns, renamePattern } from './pattern-operations';
import type { PatternActionDeps } from './run-pattern-actions';

/** What the pattern actions need, wired to the running editor: REST client, store, notices, router. */
export function usePatternActionDeps(
  afterRemoval?: (items: PatternItem[]) => void,
): PatternActionDeps {
  const client = useApiClient();
  const store = useEntityStore();
  const { createNotice } = useNotices();
  const notifyWithUndo = useUndoableNotice();
  const { navigate } = useRouter();
  return useMemo(
    () => ({
      deleteItems: (items) => deletePatterns(client, store, items),
      rename: (item, title) => renamePattern(store, item, title),
      revert: async (item) => {
        if (item.part === null) throw new Error('Only template parts can be cleared.');
        await revertTemplate(client, store, item.part);
      },
      notify: (message, status) => createNotice(message, { status }),
      notifyWithUndo,
      openInEditor: (item) => {
        const target = patternLocation(item, 'edit');
        if (target !== null) navigate(target);
      },
      exportJson: (item) => exportPatternAsJson(item),
      afterRemoval,
    }),
    [client, store, createNotice, notifyWithUndo, navigate, afterRemoval],
  );
}
