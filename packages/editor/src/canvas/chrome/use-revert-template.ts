import { useCallback } from 'react';
import { useNotices } from '../../components/notices/NoticesProvider';
import { useUndoableNotice } from '../../components/notices/use-undoable-notice';
import { useApiClient } from '../../data/ApiClientContext';
import { useEntityStore, useStoreSelector } from '../../data/entities/EntityStoreContext';
import { getRecord } from '../../data/entities/selectors';
import { isTemplateRef, toTemplateItem } from '../../domain/templates/template-item';
import { TEMPLATE_REVERTED } from '../../domain/templates/template-notices';
import { revertTemplate } from '../../domain/templates/template-operations';
import { useBlockEditorStore } from '../state/BlockEditorContext';

/** Clears the customizations of the edited template (notice 'Template reverted.' with Undo). */
export function useRevertTemplate(): () => void {
  const ref = useBlockEditorStore().rootRef;
  const record = useStoreSelector((state) => getRecord(state, ref));
  const client = useApiClient();
  const entityStore = useEntityStore();
  const notifyWithUndo = useUndoableNotice();
  const { createNotice } = useNotices();
  return useCallback(() => {
    if (record === undefined || !isTemplateRef(ref)) return;
    revertTemplate(client, entityStore, toTemplateItem(record))
      .then(() => notifyWithUndo(TEMPLATE_REVERTED))
      .catch((reason: unknown) =>
        createNotice(reason instanceof Error ? reason.message : String(reason), {
          status: 'error',
        }),
      );
  }, [record, ref, client, entityStore, notifyWithUndo, createNotice]);
}
