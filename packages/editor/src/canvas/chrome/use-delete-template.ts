import { useMemo } from 'react';
import { useRouter } from '../../app/Router';
import { useNotices } from '../../components/notices/NoticesProvider';
import { useApiClient } from '../../data/ApiClientContext';
import { useEntityStore, useStoreSelector } from '../../data/entities/EntityStoreContext';
import { getRecord } from '../../data/entities/selectors';
import { isTemplateRemovable } from '../../domain/templates/template-eligibility';
import {
  isTemplateRef,
  type TemplateItem,
  toTemplateItem,
} from '../../domain/templates/template-item';
import { templateListLocation } from '../../domain/templates/template-location';
import { deleteFailure, deleteSuccess } from '../../domain/templates/template-notices';
import { deleteTemplates } from '../../domain/templates/template-operations';
import { useBlockEditorStore } from '../state/BlockEditorContext';

/**
 * The edited template or part when it can be deleted (made in the editor, no theme file behind
 * it: spec 1 §4.3), with the deletion — its notice, then the list it belonged to; null otherwise.
 */
export function useDeleteTemplate(): { item: TemplateItem; remove(): void } | null {
  const ref = useBlockEditorStore().rootRef;
  const record = useStoreSelector((state) => getRecord(state, ref));
  const client = useApiClient();
  const store = useEntityStore();
  const { navigate } = useRouter();
  const { createNotice } = useNotices();
  return useMemo(() => {
    if (record === undefined || !isTemplateRef(ref)) return null;
    const item = toTemplateItem(record);
    if (!isTemplateRemovable(item)) return null;
    const remove = () => {
      void deleteTemplates(client, store, [item]).then(({ deleted, errors }) => {
        if (errors.length > 0) {
          createNotice(deleteFailure(item.type, errors, 1), { status: 'error' });
          return;
        }
        createNotice(deleteSuccess(deleted), { status: 'success' });
        navigate(templateListLocation(item.type));
      });
    };
    return { item, remove };
  }, [record, ref, client, store, navigate, createNotice]);
}
