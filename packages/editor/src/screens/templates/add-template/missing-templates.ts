import { HIERARCHY_TEMPLATES, type HierarchyTemplate } from '@atelier/blocks';

/** The hierarchy templates the theme and the user have not made yet, in the conventional order. */
export function missingHierarchyTemplates(existingSlugs: readonly string[]): HierarchyTemplate[] {
  const existing = new Set(existingSlugs);
  return HIERARCHY_TEMPLATES.filter((template) => !existing.has(template.slug));
}

/** What is POSTed to create a hierarchy template (spec 1 §3). */
export function hierarchyTemplatePayload(template: HierarchyTemplate) {
  return {
    slug: template.slug,
    title: template.title,
    description: template.description,
    status: 'publish',
  };
}
