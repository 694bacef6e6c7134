import type { ActionModalProps } from '@atelier/dataviews';
import { useNotices } from '../../components/notices/NoticesProvider';
import { useEntityStore } from '../../data/entities/EntityStoreContext';
import { RenameTemplateForm } from './RenameTemplateForm';
import { runRename } from './run-template-actions';
import type { TemplateItem } from './template-item';
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
  const onRename = async (target: TemplateItem, title: string) => {
    const renamed = await runRename(
      {
        rename: (template, name) => renameTemplate(store, template, name),
        notify: (message, status) => createNotice(message, { status }),
      },
      target,
      title,
    );
    if (renamed) onActionPerformed([target]);
    return renamed;
  };
  return <RenameTemplateForm item={item} onRename={onRename} onDone={closeModal} />;
}
