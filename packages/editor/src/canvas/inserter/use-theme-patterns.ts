import { useEffect, useState } from 'react';
import { useApiClient } from '../../data/ApiClientContext';
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
  if (record.inserter === false) return null;
  return {
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

/** Theme patterns and their categories, read once when the Patterns tab opens. */
export function useThemePatterns() {
  const client = useApiClient();
  const [patterns, setPatterns] = useState<ThemePattern[] | null>(null);
  const [categories, setCategories] = useState<PatternCategory[]>([]);
  useEffect(() => {
    let live = true;
    void Promise.all([
      client.get<unknown[]>('/wp/v2/block-patterns/patterns').catch(() => []),
      client.get<unknown[]>('/wp/v2/block-patterns/categories').catch(() => []),
    ]).then(([patternList, categoryList]) => {
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
