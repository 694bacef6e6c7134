import { useEffect, useMemo, useState } from 'react';
import { useApiClient } from '../../data/ApiClientContext';
import { useThemePatternRecords } from '../../data/theme-pattern-records';
import {
  contentStartPatterns,
  type StartPattern,
  templateStartPatterns,
} from '../../domain/templates/start-patterns';
import { fallbackContent } from '../../domain/templates/template-operations';
import type { StartPatternKind } from './start-pattern-rules';

/** WordPress's first choice for an empty template: what shows in its place today. */
export const FALLBACK_CHOICE_TITLE = 'Fallback content';

interface ChoiceSubject {
  kind: StartPatternKind;
  /** The record's post type ('page') or template slug. */
  postType: string;
  slug: string;
  isCustom: boolean;
}

/** The template that would show for this slug today (looked up once), null until known. */
function useFallbackContent(slug: string, isCustom: boolean, wanted: boolean): string | null {
  const client = useApiClient();
  const [content, setContent] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    fallbackContent(client, slug, isCustom).then((found) => live && setContent(found));
    return () => {
      live = false;
    };
  }, [client, slug, isCustom, wanted]);
  return wanted ? content : '';
}

/**
 * What 'Choose a pattern' offers, null until known: for a template its fallback content and the
 * theme's patterns for its slug; for a page the theme's patterns for post content.
 */
export function useStartPatternChoices(subject: ChoiceSubject): StartPattern[] | null {
  const { kind, postType, slug, isCustom } = subject;
  const records = useThemePatternRecords();
  const fallback = useFallbackContent(slug, isCustom, kind === 'template');
  return useMemo(() => {
    if (records === null || fallback === null) return null;
    if (kind === 'content') return contentStartPatterns(records, postType);
    const patterns = templateStartPatterns(records, slug);
    return fallback.trim() === ''
      ? patterns
      : [{ name: 'fallback', title: FALLBACK_CHOICE_TITLE, content: fallback }, ...patterns];
  }, [records, fallback, kind, postType, slug]);
}
