import type { ActionModalProps } from '@atelier/dataviews';
import { NameForm } from '../../components/name-form/NameForm';
import { useNotices } from '../../components/notices/NoticesProvider';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { runRename } from './run-template-actions';
import { displayTitle, type TemplateItem } from './template-item';
import { renameTemplate } from './template-operations';

/** The Rename action's dialog body: renames through the entity store and reports it. */
export function RenameTemplateModal({
  items,
  closeModal,
  onActionPerformed,
}: ActionModalProps<TemplateItem>) {
  const store = useEntityStore();
  const { createNotice } = useNotices();
  const [item] = items;
  if (item === undefined) return null;
  const onRename = async (title: string) => {
    const renamed = await runRename(
      {
        rename: (template, name) => renameTemplate(store, template, name),
        notify: (message, status) => createNotice(message, { status }),
      },
      item,
      title,
    );
    if (renamed) onActionPerformed([item]);
    return renamed;
  };
  return <NameForm initialName={displayTitle(item)} onSave={onRename} onCancel={closeModal} />;
}
