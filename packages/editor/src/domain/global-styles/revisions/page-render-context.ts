import type { RenderContext, StoredContent, TemplatePartRecord } from '@atelier/blocks';
import { themePatternItem } from '../../patterns/pattern-item';
import { type TemplateRecordFields, toTemplateItem } from '../../templates/template-item';

/** The site's records a template drawn outside the canvas needs, as the editor read them. */
export interface PageRecords {
  /** Template part records (`wp_template_part`): the header and footer. */
  readonly templateParts?: readonly TemplateRecordFields[] | null;
  /** The theme's pattern records (`/wp/v2/block-patterns/patterns`): `core/pattern` by slug. */
  readonly themePatterns?: readonly Readonly<Record<string, unknown>>[] | null;
}

function partsByKey(records: PageRecords['templateParts']): Map<string, TemplatePartRecord> {
  const parts = new Map<string, TemplatePartRecord>();
  for (const record of records ?? []) {
    const item = toTemplateItem(record);
    const [theme] = item.id.split('//');
    if (theme === undefined || theme === '' || item.slug === '') continue;
    parts.set(`${theme}//${item.slug}`, {
      theme,
      slug: item.slug,
      area: item.area,
      content: item.content,
    });
  }
  return parts;
}

function patternsBySlug(records: PageRecords['themePatterns']): Map<string, StoredContent> {
  const patterns = new Map<string, StoredContent>();
  for (const record of records ?? []) {
    const item = themePatternItem(record);
    if (item !== null) patterns.set(item.name, { content: item.content, title: item.title });
  }
  return patterns;
}

/**
 * A render context whose template parts and theme patterns come from the given records before
 * the context's own look-ups, so a template rendered outside the canvas (the revisions compare
 * view) shows its header, its patterns and its footer as the canvas does.
 */
export function withPageRecords(context: RenderContext, records: PageRecords): RenderContext {
  const parts = partsByKey(records.templateParts);
  const patterns = patternsBySlug(records.themePatterns);
  if (parts.size === 0 && patterns.size === 0) return context;
  const lookups = context.lookups;
  return {
    ...context,
    lookups: {
      ...lookups,
      templatePart: async (theme, slug) =>
        parts.get(`${theme}//${slug}`) ?? lookups.templatePart(theme, slug),
      themePattern: async (slug) => patterns.get(slug) ?? lookups.themePattern(slug),
    },
  };
}
