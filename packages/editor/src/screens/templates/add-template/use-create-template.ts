import { useCallback, useRef, useState } from 'react';
import { useRouter } from '../../../app/Router';
import { useNotices } from '../../../components/notices/NoticesProvider';
import { useApiClient } from '../../../data/ApiClientContext';
import { useEntityStore } from '../../../data/entities/EntityStoreContext';
import { readThemePatternRecords } from '../../../data/theme-pattern-records';
import { createFailure, createSuccess } from '../../../domain/templates/template-notices';
import {
  type CreateTemplatePayload,
  createTemplate,
  fallbackContent,
} from '../../../domain/templates/template-operations';
import { type StartPattern, startPatternsFor } from './start-patterns';

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
 * ignored). When theme patterns are made for the slug, 'Choose a pattern' asks first (Skip
 * keeps the fallback); otherwise the template starts with the content of the template that
 * shows in its place today. Then '"{title}" successfully created.' and the editor opens it.
 */
export function useCreateTemplate() {
  const client = useApiClient();
  const store = useEntityStore();
  const { createNotice } = useNotices();
  const { navigate } = useRouter();
  const running = useRef(false);
  const [isCreating, setCreating] = useState(false);
  const [patternChoice, setPatternChoice] = useState<PatternChoice | null>(null);

  const create = useCallback(
    async ({ isCustom = false, ...payload }: NewTemplate): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setCreating(true);
      try {
        const patternRecords = await readThemePatternRecords(store);
        const patterns = startPatternsFor(patternRecords, payload.slug);
        const chosen =
          patterns.length === 0
            ? null
            : await new Promise<string | null>((answer) => setPatternChoice({ patterns, answer }));
        setPatternChoice(null);
        const content = chosen ?? (await fallbackContent(client, payload.slug, isCustom));
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
    [client, store, createNotice, navigate],
  );

  return { create, isCreating, patternChoice };
}
