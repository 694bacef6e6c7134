import { useEffect, useState } from 'react';
import { useApiClient } from '../../../data/ApiClientContext';
import { readThemePatternRecords } from '../../../data/theme-pattern-records';
import { type StartPattern, startPatternsFor } from './start-patterns';

/** The theme patterns made for a template slug (empty until read, and when there are none). */
export function useStartPatterns(templateSlug: string): StartPattern[] {
  const client = useApiClient();
  const [patterns, setPatterns] = useState<StartPattern[]>([]);
  useEffect(() => {
    let live = true;
    void readThemePatternRecords(client).then(
      (records) => live && setPatterns(startPatternsFor(records, templateSlug)),
    );
    return () => {
      live = false;
    };
  }, [client, templateSlug]);
  return patterns;
}
