import type { RenderContext, TemplatePartRecord } from '@atelier/blocks';
import { type TemplateRecordFields, toTemplateItem } from '../../templates/template-item';

/**
 * A render context whose template parts come from the given records (the site's parts as the
 * editor read them) before the context's own look-up, so a template rendered outside the canvas
 * shows its header and footer.
 */
export function withTemplateParts(
  context: RenderContext,
  records: readonly TemplateRecordFields[] | null | undefined,
): RenderContext {
  if (records === null || records === undefined || records.length === 0) return context;
  const parts = new Map<string, TemplatePartRecord>();
  for (const record of records) {
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
  const lookups = context.lookups;
  return {
    ...context,
    lookups: {
      ...lookups,
      templatePart: async (theme, slug) =>
        parts.get(`${theme}//${slug}`) ?? lookups.templatePart(theme, slug),
    },
  };
}
