import type { Action, ActionModalProps } from '@atelier/dataviews';
import {
  DuplicatePatternModal,
  DuplicateTemplatePartModal,
  PatternDeleteConfirmation,
  RenamePatternModal,
} from './PatternActionModals';
import {
  canDuplicatePattern,
  canDuplicateTemplatePart,
  isExportable,
  isPatternDeletable,
  isPatternEditable,
  isPatternRenamable,
  isPatternResettable,
} from './pattern-eligibility';
import type { PatternItem } from './pattern-item';
import { CLEAR_CUSTOMIZATIONS_CONFIRMATION } from './pattern-notices';
import { type PatternActionDeps, runPatternDelete, runPatternReset } from './run-pattern-actions';

/** The stable ids of the pattern actions, as WordPress names them. */
export type PatternActionId =
  | 'edit-post'
  | 'export-pattern'
  | 'rename-post'
  | 'duplicate-pattern'
  | 'duplicate-template-part'
  | 'reset-post'
  | 'delete-post';

function ClearCustomizationsConfirmation(_props: ActionModalProps<PatternItem>) {
  return <p>{CLEAR_CUSTOMIZATIONS_CONFIRMATION}</p>;
}

/**
 * The actions on patterns and template parts (spec 2 §5), in WordPress's order: Edit, Export as
 * JSON, Rename, Duplicate, Clear customizations and Delete, each eligible by
 * `pattern-eligibility`. Delete and Clear customizations confirm first and work in bulk.
 */
export function createPatternActions(deps: PatternActionDeps): Action<PatternItem>[] {
  return [
    {
      id: 'edit-post',
      label: 'Edit',
      isPrimary: true,
      isEligible: isPatternEditable,
      callback: ([item]) => item && deps.openInEditor(item),
    },
    {
      id: 'export-pattern',
      label: 'Export as JSON',
      isEligible: isExportable,
      callback: ([item]) => item && deps.exportJson(item),
    },
    {
      id: 'rename-post',
      label: 'Rename',
      isEligible: isPatternRenamable,
      RenderModal: RenamePatternModal,
    },
    {
      id: 'duplicate-pattern',
      label: 'Duplicate',
      modalHeader: 'Duplicate pattern',
      isEligible: canDuplicatePattern,
      RenderModal: DuplicatePatternModal,
    },
    {
      id: 'duplicate-template-part',
      label: 'Duplicate',
      modalHeader: 'Duplicate template part',
      isEligible: canDuplicateTemplatePart,
      RenderModal: DuplicateTemplatePartModal,
    },
    {
      id: 'reset-post',
      label: 'Clear customizations',
      supportsBulk: true,
      isEligible: isPatternResettable,
      RenderModal: ClearCustomizationsConfirmation,
      callback: async (items, { onActionPerformed }) => {
        onActionPerformed(await runPatternReset(deps, items));
      },
    },
    {
      id: 'delete-post',
      label: 'Delete',
      isDestructive: true,
      supportsBulk: true,
      isEligible: isPatternDeletable,
      RenderModal: PatternDeleteConfirmation,
      callback: async (items, { onActionPerformed }) => {
        onActionPerformed(await runPatternDelete(deps, items));
      },
    },
  ];
}
