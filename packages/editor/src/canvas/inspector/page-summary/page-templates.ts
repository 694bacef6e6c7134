import { templateFallbacks } from '@atelier/blocks';
import { rawText } from '@atelier/blocks/rest';

/** What the page summary needs to know about one template of the theme. */
export interface PageTemplateFacts {
  slug: string;
  title: string;
  /** A custom template (the theme's `customTemplates`, or one made in the editor). */
  isCustom: boolean;
  /** The post types a theme's custom template is meant for; empty means any. */
  postTypes: readonly string[];
  /** The template's markup, when the list was read with it (`context=edit`). */
  content: string | null;
}

/** A template a page may use, as the 'Choose a template' dialog lists it. */
export interface PageTemplateOption {
  slug: string;
  title: string;
}

/** The page's facts the hierarchy looks at. */
export interface PageFacts {
  id: number;
  slug: string;
  /** The page's `template` field: a template's slug, or empty for the default. */
  template: string;
}

/** The reading settings that make a page the front page or the posts page. */
export interface ReadingSettings {
  showOnFront: string;
  pageOnFront: number;
  pageForPosts: number;
}

/** The label of a page without a template of its own. */
export const DEFAULT_TEMPLATE_LABEL = 'Default template';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Reads a template record of the REST API (edit context, or as the store holds it). */
export function toPageTemplateFacts(record: Readonly<Record<string, unknown>>): PageTemplateFacts {
  const postTypes = Array.isArray(record.post_types)
    ? record.post_types.filter((type): type is string => typeof type === 'string')
    : [];
  const content = record.content;
  return {
    slug: text(record.slug),
    title: rawText(record.title),
    isCustom: record.is_custom === true,
    postTypes,
    content: content === undefined ? null : rawText(content),
  };
}

/** The name people see: the title, or the slug when it has none. */
export function templateTitle(template: Pick<PageTemplateFacts, 'slug' | 'title'>): string {
  return template.title.trim() === '' ? template.slug : template.title;
}

/** Hierarchy templates a page may name: `page`, `page-…` and `singular`. */
function isPageHierarchySlug(slug: string): boolean {
  return slug === 'page' || slug === 'singular' || slug.startsWith('page-');
}

/**
 * The templates a page may be switched to, by title: custom templates meant for pages (or for
 * any post type) and the theme's page templates (`page`, `page-…`, `singular`). An empty
 * template is left out, as the site editor does, since it would show nothing.
 */
export function eligiblePageTemplates(
  templates: readonly PageTemplateFacts[],
): PageTemplateOption[] {
  const seen = new Set<string>();
  const options: PageTemplateOption[] = [];
  for (const template of templates) {
    if (template.slug === '' || seen.has(template.slug)) continue;
    if (template.content !== null && template.content.trim() === '') continue;
    const forPages = template.postTypes.length === 0 || template.postTypes.includes('page');
    const eligible = template.isCustom ? forPages : isPageHierarchySlug(template.slug);
    if (!eligible) continue;
    seen.add(template.slug);
    options.push({ slug: template.slug, title: templateTitle(template) });
  }
  return options.sort(
    (a, b) => a.title.localeCompare(b.title, 'en') || a.slug.localeCompare(b.slug, 'en'),
  );
}

/** Whether the page is the site's static front page. */
export function isFrontPage(page: Pick<PageFacts, 'id'>, settings: ReadingSettings): boolean {
  return settings.showOnFront === 'page' && settings.pageOnFront === page.id && page.id > 0;
}

/** Whether the page is the one that lists the latest posts. */
export function isPostsPage(page: Pick<PageFacts, 'id'>, settings: ReadingSettings): boolean {
  return settings.pageForPosts === page.id && page.id > 0;
}

/**
 * The template the public site shows the page with, as the server's hierarchy picks it: the
 * front page's template first for the front page, then the page's own choice, `page-{slug}`,
 * `page-{id}`, `page`, `singular`, `index` — the first the theme has. The posts page is shown
 * as the blog (`home`). Undefined when the theme has none of them (the list is not read yet).
 */
export function templateUsedBy(
  page: PageFacts,
  settings: ReadingSettings,
  templates: readonly Pick<PageTemplateFacts, 'slug'>[],
): string | undefined {
  const slugs = new Set(templates.map((template) => template.slug));
  const pageChain = [
    ...(page.template === '' ? [] : [page.template]),
    `page-${page.slug}`,
    `page-${page.id}`,
    ...templateFallbacks('page'),
  ];
  const chain = isPostsPage(page, settings)
    ? templateFallbacks('home')
    : isFrontPage(page, settings)
      ? ['front-page', ...pageChain]
      : pageChain;
  return chain.find((slug) => slugs.has(slug));
}

/** What the summary's Template row shows and offers. */
export interface PageTemplateState {
  /** The button's text: the title of the template in use ('Default template' when unknown). */
  label: string;
  /** The slug of the template in use, when the theme's list says which. */
  used: string | undefined;
  /** A template of its own is set (then 'Use default template' is offered). */
  hasOwnTemplate: boolean;
  /** The front page and the posts page keep the template the hierarchy gives them. */
  canSwitch: boolean;
  /** The title of the template the page gets without one of its own. */
  defaultLabel: string;
}

/** The Template row of the page summary, from the page, the reading settings and the theme's templates. */
export function pageTemplateState(
  page: PageFacts,
  settings: ReadingSettings,
  templates: readonly PageTemplateFacts[],
): PageTemplateState {
  const titleOf = (slug: string | undefined) => {
    const template = templates.find((candidate) => candidate.slug === slug);
    return template === undefined ? undefined : templateTitle(template);
  };
  const used = templateUsedBy(page, settings, templates);
  const own = page.template !== '';
  const defaultLabel =
    titleOf(templateUsedBy({ ...page, template: '' }, settings, templates)) ??
    DEFAULT_TEMPLATE_LABEL;
  return {
    label: titleOf(used) ?? (own ? page.template : DEFAULT_TEMPLATE_LABEL),
    used,
    hasOwnTemplate: own,
    canSwitch: !isFrontPage(page, settings) && !isPostsPage(page, settings),
    defaultLabel,
  };
}

/**
 * Each template's markup by slug, for the live previews of 'Choose a template'; '' (the default
 * choice) holds the markup of the template the page gets without one of its own.
 */
export function templateContents(
  page: PageFacts,
  settings: ReadingSettings,
  templates: readonly PageTemplateFacts[],
): Map<string, string | null> {
  const contents = new Map(templates.map((template) => [template.slug, template.content]));
  const fallback = templateUsedBy({ ...page, template: '' }, settings, templates);
  contents.set('', fallback === undefined ? null : (contents.get(fallback) ?? null));
  return contents;
}
