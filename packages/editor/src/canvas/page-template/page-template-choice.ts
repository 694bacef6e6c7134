import { templateFallbacks } from '@atelier/blocks';

/** What the choice of a page's template looks at, on the page record. */
export interface PageTemplateFacts {
  id: number;
  slug: string;
  /** The page's `template` field: a custom template's slug, or empty for the hierarchy's. */
  template: string;
}

/** The reading settings that make a page the front page or the posts page. */
export interface PageReadingFacts {
  showOnFront: string;
  pageOnFront: number;
  pageForPosts: number;
}

/** A template the theme has (or the database holds): its record id and slug. */
export interface AvailableTemplate {
  id: string;
  slug: string;
}

/**
 * The templates tried for a page, most specific first, as the public site's hierarchy tries them:
 * the posts page is the blog (`home`, `index`); the static front page tries `front-page` first;
 * then the page's own template, `page-{slug}`, `page-{id}`, `page`, `singular`, `index`.
 */
export function pageTemplateCandidates(
  page: PageTemplateFacts,
  reading: PageReadingFacts,
): string[] {
  if (page.id > 0 && reading.pageForPosts === page.id) return templateFallbacks('home');
  const chain = [
    ...(page.template === '' ? [] : [page.template]),
    ...(page.slug === '' ? [] : [`page-${page.slug}`]),
    `page-${page.id}`,
    ...templateFallbacks('page'),
  ];
  const isFront = reading.showOnFront === 'page' && page.id > 0 && reading.pageOnFront === page.id;
  return isFront ? ['front-page', ...chain] : chain;
}

/**
 * The template a page is drawn in while it is edited (WordPress's template-locked rendering): the
 * first candidate the theme has, or null when it has none of them (no templates at all).
 */
export function choosePageTemplate(
  page: PageTemplateFacts,
  reading: PageReadingFacts,
  templates: readonly AvailableTemplate[],
): AvailableTemplate | null {
  const bySlug = new Map(templates.map((template) => [template.slug, template]));
  for (const slug of pageTemplateCandidates(page, reading)) {
    const found = bySlug.get(slug);
    if (found !== undefined) return found;
  }
  return null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function id(value: unknown): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : 0;
}

/** The page's facts from its REST record (as the entity store holds it). */
export function pageFactsOf(record: Readonly<Record<string, unknown>>): PageTemplateFacts {
  return { id: id(record.id), slug: text(record.slug), template: text(record.template) };
}

/** The reading settings from the site settings record (`/wp/v2/settings`). */
export function readingFactsOf(
  site: Readonly<Record<string, unknown>> | null | undefined,
): PageReadingFacts {
  return {
    showOnFront: text(site?.show_on_front),
    pageOnFront: id(site?.page_on_front),
    pageForPosts: id(site?.page_for_posts),
  };
}

/** The templates of a list read (`/wp/v2/templates`), as id and slug. */
export function availableTemplates(
  records: readonly Readonly<Record<string, unknown>>[],
): AvailableTemplate[] {
  return records.flatMap((record) => {
    const recordId = text(record.id);
    const slug = text(record.slug);
    return recordId === '' || slug === '' ? [] : [{ id: recordId, slug }];
  });
}
