import { useMemo } from 'react';
import { useThemePatternRecords } from '../../../data/theme-pattern-records';
import { type StartPattern, startPatternsFor } from '../../../domain/templates/start-patterns';

/** The theme patterns made for a template slug (empty until read, and when there are none). */
export function useStartPatterns(templateSlug: string): StartPattern[] {
  const records = useThemePatternRecords();
  return useMemo(() => startPatternsFor(records ?? [], templateSlug), [records, templateSlug]);
}
