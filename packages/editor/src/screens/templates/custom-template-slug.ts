/** Spec 1 §5: what a custom generic template is called when its name is left empty. */
export const DEFAULT_CUSTOM_TEMPLATE_NAME = 'Custom Template';

/** The name a custom generic template gets: the trimmed input, or 'Custom Template'. */
export function customTemplateName(input: string): string {
  const name = input.trim();
  return name === '' ? DEFAULT_CUSTOM_TEMPLATE_NAME : name;
}

/**
 * The slug of a custom generic template: 'wp-custom-template-' and the lowercase name with
 * dashes for spaces (other characters a slug cannot hold are dropped).
 */
export function customTemplateSlug(input: string): string {
  const dashed = customTemplateName(input)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return `wp-custom-template-${dashed === '' ? 'custom-template' : dashed}`;
}
