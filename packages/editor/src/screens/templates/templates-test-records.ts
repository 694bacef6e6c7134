/**
 * A theme's template as the REST API lists it (`context=edit`), for the Templates screen's tests;
 * `extra` overrides or adds fields (a template part: `type`, `area`, `content`).
 */
export function themeTemplate(slug: string, title: string, extra: Record<string, unknown> = {}) {
  return {
    id: `loom//${slug}`,
    type: 'wp_template',
    slug,
    title: { raw: title, rendered: title },
    source: 'theme',
    has_theme_file: true,
    is_custom: false,
    original_source: 'theme',
    author_text: 'Loom',
    ...extra,
  };
}
