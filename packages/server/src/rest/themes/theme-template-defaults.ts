import { TEMPLATE_PART_AREAS, TEMPLATE_TYPES } from '@atelier/blocks';

/** The icon and HTML element WordPress gives each template part area. */
const AREA_DETAILS: Readonly<Record<string, { icon: string; area_tag: string }>> = {
  header: { icon: 'header', area_tag: 'header' },
  footer: { icon: 'footer', area_tag: 'footer' },
  sidebar: { icon: 'sidebar', area_tag: 'aside' },
  uncategorized: { icon: 'layout', area_tag: 'div' },
};

/** `default_template_types`: each hierarchy template's title, description and slug. */
export function defaultTemplateTypes(): { title: string; description: string; slug: string }[] {
  return Object.entries(TEMPLATE_TYPES).map(([slug, type]) => ({
    title: type.title,
    description: type.description,
    slug,
  }));
}

/** `default_template_part_areas`: the areas with label, description, icon and element. */
export function defaultTemplatePartAreas(): {
  area: string;
  label: string;
  description: string;
  icon: string;
  area_tag: string;
}[] {
  return TEMPLATE_PART_AREAS.map((area) => ({
    area: area.value,
    label: area.label,
    description: area.description,
    ...(AREA_DETAILS[area.value] ?? { icon: 'layout', area_tag: 'div' }),
  }));
}
