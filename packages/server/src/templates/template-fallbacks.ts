/**
 * The templates tried, in order, for a template slug, most specific first; the last is always
 * `index`. Used to prefill a new template with the one it replaces (`/templates/lookup`) and by
 * the public site's template hierarchy.
 */
export function templateFallbacks(slug: string): string[] {
  const chain = [slug, ...generalisations(slug)];
  if (!chain.includes('index')) chain.push('index');
  return [...new Set(chain)];
}

function generalisations(slug: string): string[] {
  if (slug === 'index') return [];
  if (slug === 'front-page') return ['home', 'index'];
  if (
    slug === 'home' ||
    slug === 'search' ||
    slug === '404' ||
    slug === 'singular' ||
    slug === 'archive'
  )
    return ['index'];
  if (slug === 'single' || slug === 'page' || slug === 'attachment' || slug === 'privacy-policy')
    return slug === 'privacy-policy' ? ['page', 'singular', 'index'] : ['singular', 'index'];
  if (
    slug === 'author' ||
    slug === 'category' ||
    slug === 'tag' ||
    slug === 'date' ||
    slug === 'taxonomy'
  )
    return ['archive', 'index'];

  const single = /^single-([a-z0-9_]+)(?:-(.+))?$/.exec(slug);
  if (single?.[1]) {
    const type = single[1];
    return single[2]
      ? [`single-${type}`, 'single', 'singular', 'index']
      : ['single', 'singular', 'index'];
  }
  if (slug.startsWith('page-')) return ['page', 'singular', 'index'];
  for (const archive of ['category', 'tag', 'author'] as const) {
    if (slug.startsWith(`${archive}-`)) return [archive, 'archive', 'index'];
  }
  const taxonomy = /^taxonomy-([a-z0-9_]+)(?:-(.+))?$/.exec(slug);
  if (taxonomy?.[1]) {
    return taxonomy[2]
      ? [`taxonomy-${taxonomy[1]}`, 'taxonomy', 'archive', 'index']
      : ['taxonomy', 'archive', 'index'];
  }
  const postTypeArchive = /^archive-([a-z0-9_]+)$/.exec(slug);
  if (postTypeArchive) return ['archive', 'index'];
  // Custom templates (customTemplates entries and 'wp-custom-template-…') stand in for a page.
  return ['page', 'singular', 'index'];
}
