import {
  isTemplateRemovable,
  isTemplateRenamable,
  isTemplateRevertable,
} from '../templates/template-eligibility';
import type { PatternItem } from './pattern-item';

type Eligible = Pick<PatternItem, 'kind' | 'part'>;

/** Spec 2 §5: Export as JSON — user patterns only. */
export function isExportable(item: Eligible): boolean {
  return item.kind === 'user';
}

/** Rename: user patterns, or custom template parts without a theme file. */
export function isPatternRenamable(item: Eligible): boolean {
  if (item.kind === 'user') return true;
  return item.part !== null && isTemplateRenamable(item.part);
}

/** Delete: user patterns, or custom template parts with no theme file. */
export function isPatternDeletable(item: Eligible): boolean {
  if (item.kind === 'user') return true;
  return item.part !== null && isTemplateRemovable(item.part);
}

/** Clear customizations: a template part the person changed that has a theme file behind it. */
export function isPatternResettable(item: Eligible): boolean {
  return item.part !== null && isTemplateRevertable(item.part);
}

/** Duplicate pattern: anything that is not a template part (theme patterns too, as a user copy). */
export function canDuplicatePattern(item: Eligible): boolean {
  return item.kind !== 'wp_template_part';
}

/** Duplicate template part: template parts only. */
export function canDuplicateTemplatePart(item: Eligible): boolean {
  return item.kind === 'wp_template_part';
}

/** Theme (and plugin) patterns are read-only: they cannot be opened in the editor. */
export function isPatternEditable(item: Eligible): boolean {
  return item.kind !== 'theme';
}
