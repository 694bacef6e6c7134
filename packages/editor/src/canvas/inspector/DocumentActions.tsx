import { useCallback, useMemo } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import { useRouter } from '../../app/Router';
import { useEntityStore, useStoreSelector } from '../../data/entities/EntityStoreContext';
import { getRecord } from '../../data/entities/selectors';
import type { RecordRef } from '../../data/entities/store-state';
import { TemplateActionsMenu } from '../../domain/templates/TemplateActionsMenu';
import { type TemplateItem, toTemplateItem } from '../../domain/templates/template-item';
import { templateListLocation } from '../../domain/templates/template-location';
import { useTemplateActionsWith } from '../../domain/templates/use-template-actions';
import { knownPreviewTargets } from './known-preview-targets';

/** Whether the document tab of this record offers the template actions. */
export function hasTemplateActions(ref: RecordRef): boolean {
  return ref.kind === 'postType' && (ref.name === 'wp_template' || ref.name === 'wp_template_part');
}

/**
 * The actions menu (⋮) of the edited template or part: the same actions, with the same rules,
 * as the single template screen and the manage lists (spec 1 §4.3) — View, Rename, Clear
 * customizations, Delete, each only where it applies. After a deletion the editor goes to the
 * Templates (or Template Parts) list.
 */
export function DocumentActions({ record: ref }: { record: RecordRef }) {
  // The record as read (not its edits): what the actions judge and what Undo restores.
  const record = useStoreSelector((state) => getRecord(state, ref));
  const item = useMemo(() => (record === undefined ? null : toTemplateItem(record)), [record]);
  const entityStore = useEntityStore();
  const { currentUser } = useBootstrap();
  const { navigate } = useRouter();
  const readTargets = useCallback(
    () => knownPreviewTargets(entityStore.getState(), currentUser.slug),
    [entityStore, currentUser.slug],
  );
  const afterDelete = useCallback(
    ([deleted]: TemplateItem[]) => {
      if (deleted !== undefined) navigate(templateListLocation(deleted.type));
    },
    [navigate],
  );
  const actions = useTemplateActionsWith(readTargets, afterDelete);
  if (item === null) return null;
  return <TemplateActionsMenu item={item} actions={actions} />;
}
