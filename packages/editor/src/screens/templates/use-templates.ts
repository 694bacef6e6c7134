import { ALL_RECORDS } from '@atelier/blocks/rest';
import { useMemo } from 'react';
import { useEntityRecords } from '../../data/entities/entity-hooks';
import {
  type TemplateItem,
  type TemplatePostType,
  toTemplateItem,
} from '../../domain/templates/template-item';

/** Spec 1 §7: templates and parts are read whole; search, filter and sort happen here. */
export const ALL_TEMPLATES_QUERY = ALL_RECORDS;

/** Every template (or template part) of the theme, as `TemplateItem`s, with the read's state. */
export function useTemplates(type: TemplatePostType) {
  const { records, isResolving, hasResolved, error } = useEntityRecords(
    'postType',
    type,
    ALL_TEMPLATES_QUERY,
  );
  const items = useMemo((): TemplateItem[] | null => {
    if (records === null) return null;
    // The attachment template is not offered in the site editor (spec 1 §2.4).
    return records.map(toTemplateItem).filter((item) => item.slug !== 'attachment');
  }, [records]);
  return { items, isLoading: items === null && (isResolving || !hasResolved), error };
}
