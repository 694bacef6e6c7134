import { useCallback, useRef, useState } from 'react';
import { useRouter } from '../../../app/Router';
import { useNotices } from '../../../components/notices/NoticesProvider';
import { useApiClient } from '../../../data/ApiClientContext';
import { useEntityStore } from '../../../data/entities/EntityStoreContext';
import { usePreference } from '../../../data/preferences/PreferencesProvider';
import { EDIT_SITE_SCOPE } from '../../../data/preferences/preference-defaults';
import { readThemePatternRecords } from '../../../data/theme-pattern-records';
import { type StartPattern, startPatternsFor } from '../../../domain/templates/start-patterns';
import { createFailure, createSuccess } from '../../../domain/templates/template-notices';
import {
  type CreateTemplatePayload,
  createTemplate,
  fallbackContent,
} from '../../../domain/templates/template-operations';

/** The 'Choose a pattern' question while a creation waits for the answer. */
export interface PatternChoice {
  patterns: StartPattern[];
  /** The chosen pattern's content, or null for Skip. */
  answer: (content: string | null) => void;
}

export type NewTemplate = Omit<CreateTemplatePayload, 'content'> & {
  /** A custom generic template: its fallback is looked up as a custom template. */
  isCustom?: boolean;
};

/**
 * Creates a template (spec 1 §4.3): one at a time (a second request while one runs is
 * ignored). With the welcome guide off it is created empty, as WordPress does, and the editor
 * offers 'Choose a pattern' (its fallback content and the theme's patterns for it). While the
 * guide is still on (a new user), theme patterns made for the slug are asked for first (Skip
 * keeps the fallback), otherwise the template starts with the content of the template that shows
 * in its place today. Then '"{title}" successfully created.' and the editor opens it.
 */
export function useCreateTemplate() {
  const client = useApiClient();
  const store = useEntityStore();
  const { createNotice } = useNotices();
  const { navigate } = useRouter();
  const running = useRef(false);
  const [isCreating, setCreating] = useState(false);
  const [patternChoice, setPatternChoice] = useState<PatternChoice | null>(null);
  const startsEmpty = usePreference(EDIT_SITE_SCOPE, 'welcomeGuide') === false;

  /** The pattern the user picks for the slug, else the fallback content (the guide is on). */
  const startingContent = useCallback(
    async (slug: string, isCustom: boolean): Promise<string> => {
      const patterns = startPatternsFor(await readThemePatternRecords(store), slug);
      const chosen =
        patterns.length === 0
          ? null
          : await new Promise<string | null>((answer) => setPatternChoice({ patterns, answer }));
      setPatternChoice(null);
      return chosen ?? (await fallbackContent(client, slug, isCustom));
    },
    [client, store],
  );

  const create = useCallback(
    async ({ isCustom = false, ...payload }: NewTemplate): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setCreating(true);
      try {
        const content = startsEmpty ? '' : await startingContent(payload.slug, isCustom);
        const id = await createTemplate(client, store, { ...payload, content });
        createNotice(createSuccess(payload.title), { status: 'success' });
        navigate({ path: `/wp_template/${id}`, canvas: 'edit' });
        return true;
      } catch (error) {
        createNotice(createFailure(error), { status: 'error' });
        return false;
      } finally {
        running.current = false;
        setCreating(false);
      }
    },
    [client, store, createNotice, navigate, startsEmpty, startingContent],
  );

  return { create, isCreating, patternChoice };
}
