import { useEffect, useState } from 'react';
import { useApiClient } from '../../data/ApiClientContext';
import type { ApiClient } from '../../data/api-client';
import { readThemePatternRecords } from '../../data/theme-pattern-records';
import type { ThemePattern } from './inserter-items';

interface PatternCategory {
  name: string;
  label: string;
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toPattern(record: unknown): ThemePattern | null {
  if (!isObject(record)) return null;
  if (typeof record.name !== 'string' || typeof record.content !== 'string') return null;
  return {
    inserter: record.inserter !== false,
    name: record.name,
    title: typeof record.title === 'string' ? record.title : record.name,
    content: record.content,
    categories: strings(record.categories),
    keywords: strings(record.keywords),
  };
}

function toCategory(record: unknown): PatternCategory | null {
  if (!isObject(record)) return null;
  return typeof record.name === 'string'
    ? { name: record.name, label: typeof record.label === 'string' ? record.label : record.name }
    : null;
}

/** One read of the theme's patterns and categories per REST client (previews and the inserter). */
const reads = new WeakMap<ApiClient, Promise<[unknown[], unknown[]]>>();

/** Theme patterns (hidden ones too, for previews) and their categories. */
export function useThemePatterns() {
  const client = useApiClient();
  const [patterns, setPatterns] = useState<ThemePattern[] | null>(null);
  const [categories, setCategories] = useState<PatternCategory[]>([]);
  useEffect(() => {
    let live = true;
    let pending = reads.get(client);
    if (pending === undefined) {
      pending = Promise.all([
        readThemePatternRecords(client),
        client.get<unknown[]>('/wp/v2/block-patterns/categories').catch(() => []),
      ]);
      reads.set(client, pending);
    }
    void pending.then(([patternList, categoryList]) => {
      if (!live) return;
      setPatterns(patternList.map(toPattern).filter((item): item is ThemePattern => item !== null));
      setCategories(
        categoryList.map(toCategory).filter((item): item is PatternCategory => item !== null),
      );
    });
    return () => {
      live = false;
    };
  }, [client]);
  return { patterns, categories };
}
