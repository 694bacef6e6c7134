import { ALL_RECORDS } from '@atelier/blocks/rest';
import { useMemo } from 'react';
import { useBootstrap } from '../../app/BootstrapContext';
import {
  useEntityProp,
  useEntityRecordStatus,
  useEntityRecords,
} from '../../data/entities/entity-hooks';
import type { RecordRef } from '../../data/entities/store-state';
import {
  availableTemplates,
  choosePageTemplate,
  pageFactsOf,
  readingFactsOf,
} from './page-template-choice';

/** Where the choice of a page's template stands. */
export type PageTemplateState =
  | { status: 'loading' }
  /** No template to draw the page in (classic theme, none in the hierarchy): the page alone. */
  | { status: 'none' }
  | { status: 'found'; template: RecordRef };

/**
 * The template a page is drawn in (`choosePageTemplate`), from the page (its template as
 * edited: switching it redraws the canvas), the reading settings and the theme's templates (the same list read the Templates screen makes).
 */
export function usePageTemplate(page: RecordRef): PageTemplateState {
  const { editorSettings } = useBootstrap();
  const blockTheme = editorSettings.isBlockTheme;
  // The record as read and its edited `template` only: typing does not render this again.
  const { record } = useEntityRecordStatus(page.kind, page.name, page.id);
  const [editedTemplate] = useEntityProp(page.kind, page.name, 'template', page.id);
  const site = useEntityRecordStatus('root', 'site');
  const templates = useEntityRecords('postType', 'wp_template', ALL_RECORDS, {
    enabled: blockTheme,
  });
  const pageTemplate = typeof editedTemplate === 'string' ? editedTemplate : '';
  const siteRecord = site.record;
  const siteSettled = siteRecord !== undefined || site.error !== null;
  return useMemo((): PageTemplateState => {
    if (!blockTheme || templates.error !== null) return { status: 'none' };
    if (record === undefined || record === null || templates.records === null || !siteSettled) {
      return { status: 'loading' };
    }
    const chosen = choosePageTemplate(
      { ...pageFactsOf(record), template: pageTemplate },
      readingFactsOf(siteRecord),
      availableTemplates(templates.records),
    );
    return chosen === null
      ? { status: 'none' }
      : { status: 'found', template: { kind: 'postType', name: 'wp_template', id: chosen.id } };
  }, [
    blockTheme,
    templates.error,
    templates.records,
    record,
    pageTemplate,
    siteRecord,
    siteSettled,
  ]);
}
