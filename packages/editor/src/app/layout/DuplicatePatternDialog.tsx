import { useEntityRecord } from '../../data/entities/entity-hooks';
import type { RecordRef } from '../../data/entities/store-state';
import { CreatePatternModal } from '../../domain/patterns/CreatePatternModal';
import { duplicatePatternFormProps } from '../../domain/patterns/duplicate-pattern-form';
import { userPatternItem } from '../../domain/patterns/pattern-item';
import { useCategoryChoices } from '../../domain/patterns/use-category-choices';
import { usePatternCategoryTerms } from '../../domain/patterns/use-pattern-items';
import { useRouter } from '../Router';

/** The copy's dialog: the pattern's blocks as edited, its categories and sync status. */
export function DuplicatePatternDialog({
  pattern,
  onClose,
}: {
  pattern: RecordRef;
  onClose: () => void;
}) {
  const { navigate } = useRouter();
  const { editedRecord } = useEntityRecord(pattern.kind, pattern.name, pattern.id);
  const choices = useCategoryChoices();
  // The dialog starts with the pattern's categories: it waits for the person's categories.
  const read = usePatternCategoryTerms();
  if (editedRecord === undefined || read === null) return null;
  const item = userPatternItem(editedRecord, choices.terms);
  return (
    <CreatePatternModal
      modalTitle="Duplicate pattern"
      onClose={onClose}
      {...duplicatePatternFormProps(item, choices)}
      onCreated={(created) => navigate({ path: `/wp_block/${created.id}`, canvas: 'edit' })}
    />
  );
}
