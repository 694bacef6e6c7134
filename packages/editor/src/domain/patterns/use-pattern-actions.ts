import type { Action } from '@atelier/dataviews';
import { useMemo } from 'react';
import { createPatternActions } from './pattern-actions';
import type { PatternItem } from './pattern-item';
import { usePatternActionDeps } from './use-pattern-action-deps';

export interface UsePatternActionsOptions {
  /** Runs once items were deleted (e.g. leave the screen of a deleted pattern). */
  afterRemoval?: (items: PatternItem[]) => void;
}

/**
 * The pattern and template-part actions (spec 2 §5) wired to the running editor, for the
 * Patterns list (Delete and Clear customizations in bulk too) and the detail screens.
 */
export function usePatternActions(options: UsePatternActionsOptions = {}): Action<PatternItem>[] {
  const deps = usePatternActionDeps(options.afterRemoval);
  return useMemo(() => createPatternActions(deps), [deps]);
}
