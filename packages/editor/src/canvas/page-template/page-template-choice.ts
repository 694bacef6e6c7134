import {
  type PageFacts,
  type ReadingSettings,
  templateUsedBy,
} from '../inspector/page-summary/page-templates';

/** What the choice of a page's template looks at, on the page record. */
export type PageTemplateFacts = PageFacts;

/** The reading settings that make a page the front page or the posts page. */
export type PageReadingFacts = ReadingSettings;

/** A template the theme has (or the database holds): its record id and slug. */
export interface AvailableTemplate {
  id: string;
  slug: string;
}

/**
 * The template a page is drawn in while it is edited (WordPress's template-locked rendering):
 * the one the public site shows it with (`templateUsedBy`: the front page's `front-page`, the
 * page's own template, `page-{slug}`, `page-{id}`, `page`, `singular`, `index`; the posts page's
 * `home`), or null when the theme has none of them.
 */
export function choosePageTemplate(
  page: PageTemplateFacts,
  reading: PageReadingFacts,
  templates: readonly AvailableTemplate[],
): AvailableTemplate | null {
  const slug = templateUsedBy(page, reading, templates);
  return templates.find((template) => template.slug === slug) ?? null;
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
