import type { Action, ActionModalProps } from '@atelier/dataviews';
import { RenameTemplateModal } from './RenameTemplateModal';
import { runDelete, runRevertMany, type TemplateActionDeps } from './run-template-actions';
import {
  isTemplateRemovable,
  isTemplateRenamable,
  isTemplateRevertable,
} from './template-eligibility';
import type { TemplateItem } from './template-item';
import { deleteConfirmation } from './template-notices';

/** The delete confirmation (the dialog adds Cancel and Delete). */
function DeleteConfirmation({ items }: ActionModalProps<TemplateItem>) {
  return <p>{deleteConfirmation(items)}</p>;
}

/**
 * The actions of templates and template parts (spec 1 §4.3, spec 2 §5): Edit, View, Rename,
 * Clear customizations and Delete, each eligible by the pure rules of `template-eligibility`.
 */
export function createTemplateActions(deps: TemplateActionDeps): Action<TemplateItem>[] {
  return [
    {
      id: 'edit',
      label: 'Edit',
      isPrimary: true,
      callback: ([item]) => item && deps.openInEditor(item),
    },
    {
      id: 'view',
      label: 'View',
      isEligible: (item) => item.type === 'wp_template',
      callback: ([item]) => item && deps.viewOnSite(item),
    },
    {
      id: 'rename',
      label: 'Rename',
      isEligible: isTemplateRenamable,
      RenderModal: RenameTemplateModal,
    },
    {
      id: 'reset',
      label: 'Clear customizations',
      isEligible: isTemplateRevertable,
      supportsBulk: true,
      callback: async (items, { onActionPerformed }) => {
        onActionPerformed(await runRevertMany(deps, items));
      },
    },
    {
      id: 'delete',
      label: 'Delete',
      isDestructive: true,
      supportsBulk: true,
      isEligible: isTemplateRemovable,
      RenderModal: DeleteConfirmation,
      callback: async (items, { onActionPerformed }) => {
        const deleted = await runDelete(deps, items);
        onActionPerformed(deleted);
      },
    },
  ];
}
