/** A template part area (spec 2 §3) and how people read it. */
export interface TemplatePartArea {
  value: string;
  label: string;
  description: string;
}

/** The area of a template part that declares none, and the default for new parts. */
export const DEFAULT_TEMPLATE_PART_AREA = 'uncategorized';

/** The template part areas, in the order lists and menus offer them. */
export const TEMPLATE_PART_AREAS: readonly Readonly<TemplatePartArea>[] = Object.freeze([
  {
    value: 'header',
    label: 'Header',
    description: 'The top of the site: usually the title, logo and main menu.',
  },
  {
    value: 'footer',
    label: 'Footer',
    description: 'The bottom of the site: usually contact details, links and credits.',
  },
  { value: 'sidebar', label: 'Sidebar', description: 'Content beside the main column.' },
  {
    value: DEFAULT_TEMPLATE_PART_AREA,
    label: 'General',
    description: 'Any other part of a layout.',
  },
]);

/** Whether a value is one of the template part areas. */
export function isTemplatePartArea(value: string): boolean {
  return TEMPLATE_PART_AREAS.some((area) => area.value === value);
}
