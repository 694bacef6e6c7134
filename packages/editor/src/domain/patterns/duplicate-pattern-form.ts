import type { CreatePatternFormProps } from './CreatePatternForm';
import { categoryLabelsOf } from './pattern-category-plan';
import { type PatternItem, patternTitle } from './pattern-item';
import { duplicateTitle } from './pattern-naming';
import { patternDuplicateSuccess } from './pattern-notices';
import type { CategoryChoices } from './use-category-choices';

/** What 'Duplicate pattern' starts the create form with (spec 2 §5). */
export type DuplicatePatternFormProps = Required<
  Pick<
    CreatePatternFormProps,
    | 'content'
    | 'defaultTitle'
    | 'defaultCategories'
    | 'defaultSyncStatus'
    | 'confirmLabel'
    | 'successNotice'
  >
>;

/**
 * The create form of 'Duplicate pattern' (the list's action and the palette's command): the
 * copy's name '{title} (Copy)', the pattern's categories by name, its sync status and blocks,
 * a Duplicate button and the duplicate notice.
 */
export function duplicatePatternFormProps(
  item: PatternItem,
  { terms, registered }: CategoryChoices,
): DuplicatePatternFormProps {
  return {
    content: item.content,
    defaultTitle: duplicateTitle(patternTitle(item)),
    defaultCategories: categoryLabelsOf(item.categories, terms, registered),
    defaultSyncStatus: item.syncStatus ?? 'full',
    confirmLabel: 'Duplicate',
    successNotice: (created) => patternDuplicateSuccess(created.title),
  };
}
