import { useMemo, useState } from 'react';
import { useRegisterCommands } from '../../commands/CommandCenter';
import { duplicatePatternCommand } from '../../commands/site-commands';
import { useEntityRecord } from '../../data/entities/entity-hooks';
import type { RecordRef } from '../../data/entities/store-state';
import { CreatePatternModal } from '../../domain/patterns/CreatePatternModal';
import { duplicatePatternFormProps } from '../../domain/patterns/duplicate-pattern-form';
import { userPatternItem } from '../../domain/patterns/pattern-item';
import { useCategoryChoices } from '../../domain/patterns/use-category-choices';
import { usePatternCategoryTerms } from '../../domain/patterns/use-pattern-items';
import { useRouter } from '../Router';

/** The copy's dialog: the pattern's blocks as edited, its categories and sync status. */
function DuplicatePatternDialog({ pattern, onClose }: { pattern: RecordRef; onClose: () => void }) {
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

/**
 * 'Duplicate pattern' in the palette while a pattern is edited (spec 1 §2.13): the dialog makes
 * a copy, which then opens in the editor.
 */
export function DuplicatePatternCommand({ pattern }: { pattern: RecordRef }) {
  const [isOpen, setOpen] = useState(false);
  useRegisterCommands(useMemo(() => [duplicatePatternCommand(() => setOpen(true))], []));
  return isOpen ? (
    <DuplicatePatternDialog pattern={pattern} onClose={() => setOpen(false)} />
  ) : null;
}
