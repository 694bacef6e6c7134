import { useMemo } from 'react';
import { useThemePatternCategoryRecords } from '../../data/theme-pattern-records';
import { type RegisteredPatternCategory, toRegisteredCategory } from './pattern-categories';
import type { PatternCategoryTerm } from './pattern-item';
import { usePatternCategoryTerms } from './use-pattern-items';

/** The categories a pattern can be put in: the person's terms and the registered categories. */
export interface CategoryChoices {
  terms: readonly PatternCategoryTerm[];
  registered: readonly RegisteredPatternCategory[];
}

/** The person's terms and the registered categories (each empty until read). */
export function useCategoryChoices(): CategoryChoices {
  const terms = usePatternCategoryTerms();
  const records = useThemePatternCategoryRecords();
  return useMemo(
    () => ({
      terms: terms ?? [],
      registered: (records ?? []).flatMap((record) => {
        const category = toRegisteredCategory(record);
        return category === null ? [] : [category];
      }),
    }),
    [terms, records],
  );
}
