import { useMemo } from 'react';
import {
  useThemePatternCategoryRecords,
  useThemePatternRecords,
} from '../../data/theme-pattern-records';
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

/** Theme patterns (hidden ones too, for previews) and their categories, read through the store. */
export function useThemePatterns() {
  const patternRecords = useThemePatternRecords();
  const categoryRecords = useThemePatternCategoryRecords();
  const patterns = useMemo(
    () =>
      patternRecords === null
        ? null
        : patternRecords.map(toPattern).filter((item): item is ThemePattern => item !== null),
    [patternRecords],
  );
  const categories = useMemo(
    () =>
      (categoryRecords ?? [])
        .map(toCategory)
        .filter((item): item is PatternCategory => item !== null),
    [categoryRecords],
  );
  return { patterns, categories };
}
