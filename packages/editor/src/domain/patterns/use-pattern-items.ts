import { ALL_RECORDS } from '@atelier/blocks/rest';
import { useMemo } from 'react';
import { useEntityRecords } from '../../data/entities/entity-hooks';
import {
  useThemePatternCategoryRecords,
  useThemePatternRecords,
} from '../../data/theme-pattern-records';
import { toTemplateItem } from '../templates/template-item';
import {
  myPatternsCategory,
  type PatternCategory,
  patternCategories,
  type RegisteredPatternCategory,
  templatePartAreaCategories,
  toRegisteredCategory,
} from './pattern-categories';
import {
  isListed,
  type PatternCategoryTerm,
  type PatternItem,
  templatePartPatternItem,
  themePatternItem,
  toPatternCategoryTerm,
  userPatternItem,
} from './pattern-item';

/** Spec 2 §7: user patterns, template parts and the person's categories are read whole. */
export const USER_PATTERNS_QUERY = ALL_RECORDS;
export const PATTERN_CATEGORY_TERMS_QUERY = ALL_RECORDS;
export const TEMPLATE_PARTS_QUERY = ALL_RECORDS;

function present<T>(value: T | null): value is T {
  return value !== null;
}

/** The person's pattern categories (`wp_pattern_category` terms), null until read. */
export function usePatternCategoryTerms(): readonly PatternCategoryTerm[] | null {
  const { records } = useEntityRecords(
    'taxonomy',
    'wp_pattern_category',
    PATTERN_CATEGORY_TERMS_QUERY,
  );
  return useMemo(
    () => (records === null ? null : records.map(toPatternCategoryTerm).filter(present)),
    [records],
  );
}

/** What the Patterns area lists, each null until read (an empty list when a read failed). */
export interface PatternItems {
  /** User and theme patterns the list shows (theme patterns hidden from the inserter left out). */
  patterns: readonly PatternItem[] | null;
  /** Template parts, each in its area. */
  parts: readonly PatternItem[] | null;
  terms: readonly PatternCategoryTerm[] | null;
  registered: readonly RegisteredPatternCategory[] | null;
}

/** Every user pattern, theme pattern and template part, read through the entity store. */
export function usePatternItems(): PatternItems {
  const users = useEntityRecords('postType', 'wp_block', USER_PATTERNS_QUERY);
  const partRecords = useEntityRecords('postType', 'wp_template_part', TEMPLATE_PARTS_QUERY);
  const themeRecords = useThemePatternRecords();
  const registeredRecords = useThemePatternCategoryRecords();
  const terms = usePatternCategoryTerms();

  const patterns = useMemo(() => {
    if (themeRecords === null || (users.records === null && !users.hasResolved)) return null;
    const mine = (users.records ?? []).map((record) => userPatternItem(record, terms ?? []));
    const theme = themeRecords.map(themePatternItem).filter(present).filter(isListed);
    return [...mine, ...theme];
  }, [users.records, users.hasResolved, themeRecords, terms]);

  const parts = useMemo(() => {
    if (partRecords.records === null) return partRecords.hasResolved ? [] : null;
    return partRecords.records.map((record) => templatePartPatternItem(toTemplateItem(record)));
  }, [partRecords.records, partRecords.hasResolved]);

  const registered = useMemo(
    () =>
      registeredRecords === null
        ? null
        : registeredRecords.map(toRegisteredCategory).filter(present),
    [registeredRecords],
  );
  return { patterns, parts, terms, registered };
}

/** The categories of the sidebar (spec 2 §2), with their counts. */
export interface PatternSidebarCategories {
  mine: PatternCategory;
  patterns: readonly PatternCategory[];
  areas: readonly PatternCategory[];
}

/** The sidebar's categories from what `usePatternItems` read; null until the patterns are read. */
export function useSidebarCategories(items: PatternItems): PatternSidebarCategories | null {
  const { patterns, parts, terms, registered } = items;
  return useMemo(() => {
    if (patterns === null) return null;
    return {
      mine: myPatternsCategory(patterns),
      patterns: patternCategories(registered ?? [], terms ?? [], patterns),
      areas: templatePartAreaCategories(parts ?? []),
    };
  }, [patterns, parts, terms, registered]);
}
