import type { Action } from '@atelier/dataviews';
import { useCallback, useMemo } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useRouter } from '../../app/Router';
import { useNotices } from '../../components/notices/NoticesProvider';
import { useUndoableNotice } from '../../components/notices/use-undoable-notice';
import { useApiClient } from '../../data/ApiClientContext';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import type { TemplateActionDeps } from './run-template-actions';
import { createTemplateActions } from './template-actions';
import type { TemplateItem } from './template-item';
import { templateLocation } from './template-location';
import { deleteTemplates, renameTemplate, revertTemplate } from './template-operations';
import { type PreviewTargets, previewSlug, templatePreviewUrl } from './template-preview-url';
import { usePreviewTargets } from './use-preview-targets';

/** The template actions wired to the running editor (store, REST client, notices, router). */
export function useTemplateActions(
  afterDelete?: (items: TemplateItem[]) => void,
): Action<TemplateItem>[] {
  const targets = usePreviewTargets();
  const readTargets = useCallback(() => targets, [targets]);
  return useTemplateActionsWith(readTargets, afterDelete);
}

/**
 * The same actions, where 'View' asks `readTargets` for the site's content addresses when it
 * runs (a screen that must not read pages and posts itself passes what the store knows).
 */
export function useTemplateActionsWith(
  readTargets: () => PreviewTargets,
  afterDelete?: (items: TemplateItem[]) => void,
): Action<TemplateItem>[] {
  const client = useApiClient();
  const store = useEntityStore();
  const { createNotice } = useNotices();
  const notifyWithUndo = useUndoableNotice();
  const { navigate, location } = useRouter();
  const { homeUrl } = useBootstrap();
  const { themePreview } = location;

  return useMemo(() => {
    const deps: TemplateActionDeps = {
      deleteItems: (items) => deleteTemplates(client, store, items),
      rename: (item, title) => renameTemplate(store, item, title),
      revert: (item) => revertTemplate(client, store, item),
      notify: (message, status) => createNotice(message, { status }),
      notifyWithUndo,
      openInEditor: (item) => navigate(templateLocation(item, true)),
      viewOnSite: (item) => {
        window.open(
          templatePreviewUrl(previewSlug(item), homeUrl, themePreview, readTargets()),
          '_blank',
          'noopener',
        );
      },
      afterDelete,
    };
    return createTemplateActions(deps);
  }, [
    client,
    store,
    createNotice,
    notifyWithUndo,
    navigate,
    homeUrl,
    themePreview,
    readTargets,
    afterDelete,
  ]);
}
