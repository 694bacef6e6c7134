import { ALL_RECORDS } from '@atelier/blocks/rest';
import type { ActionModalProps } from '@atelier/dataviews';
import { NameForm } from '../../components/name-form/NameForm';
import { useEntityRecords } from '../../data/entities/entity-hooks';
import { CreateTemplatePartForm } from '../templates/CreateTemplatePartModal';
import { rawText } from '../templates/template-item';
import { CreatePatternForm } from './CreatePatternForm';
import { duplicatePatternFormProps } from './duplicate-pattern-form';
import { type PatternItem, patternTitle } from './pattern-item';
import { patternDeleteConfirmation, patternDuplicateSuccess } from './pattern-notices';
import { runPatternRename } from './run-pattern-actions';
import { useCategoryChoices } from './use-category-choices';
import { usePatternActionDeps } from './use-pattern-action-deps';
import { usePatternCategoryTerms } from './use-pattern-items';

/** Delete's confirmation (the dialog adds Cancel and Delete). */
export function PatternDeleteConfirmation({ items }: ActionModalProps<PatternItem>) {
  return <p>{patternDeleteConfirmation(items)}</p>;
}

/** Rename's dialog body: a required Name saved through the entity store. */
export function RenamePatternModal({
  items,
  closeModal,
  onActionPerformed,
}: ActionModalProps<PatternItem>) {
  const deps = usePatternActionDeps();
  const [item] = items;
  if (item === undefined) return null;
  const onSave = async (title: string) => {
    const renamed = await runPatternRename(deps, item, title);
    if (renamed) onActionPerformed([item]);
    return renamed;
  };
  return <NameForm initialName={patternTitle(item)} onSave={onSave} onCancel={closeModal} />;
}

/** Duplicate pattern: the create form with the copy's name, categories, sync status and content. */
export function DuplicatePatternModal({
  items,
  closeModal,
  onActionPerformed,
}: ActionModalProps<PatternItem>) {
  const choices = useCategoryChoices();
  // The form starts again once the person's categories are read, to show their names.
  const isRead = usePatternCategoryTerms() !== null;
  const [item] = items;
  if (item === undefined) return null;
  return (
    <CreatePatternForm
      key={isRead ? 'read' : 'reading'}
      onClose={closeModal}
      {...duplicatePatternFormProps(item, choices)}
      onCreated={() => onActionPerformed([item])}
    />
  );
}

/** Duplicate template part: the create-part form with the part's name (made unique), area, content. */
export function DuplicateTemplatePartModal({
  items,
  closeModal,
  onActionPerformed,
}: ActionModalProps<PatternItem>) {
  const deps = usePatternActionDeps();
  const { records } = useEntityRecords('postType', 'wp_template_part', ALL_RECORDS);
  const [item] = items;
  if (item === undefined) return null;
  const existingTitles = (records ?? []).map((record) => rawText(record.title));
  return (
    <CreateTemplatePartForm
      existingTitles={existingTitles}
      onClose={closeModal}
      defaultTitle={patternTitle(item)}
      defaultArea={item.categories[0]}
      content={item.content}
      confirmLabel="Duplicate"
      onCreated={(created) => {
        deps.notify(patternDuplicateSuccess(created.title), 'success');
        onActionPerformed([item]);
      }}
    />
  );
}
