import type { PageTree } from './page-tree.js';
import type { QueriedObject } from './template-hierarchy.js';

export interface BodyClassInput {
  object: QueriedObject;
  /** The id of the page's post, for singular pages. */
  postId?: number | undefined;
  /** The page of the main query (1 for the first). */
  page: number;
  /** The active theme's folder name. */
  theme: string;
  /** How many items a search found (its `search-results` or `search-no-results`). */
  found?: number | undefined;
  /** The site's pages, for a page's `page-parent` and `page-child parent-pageid-N`. */
  pages?: Pick<PageTree, 'get' | 'published'> | undefined;
  /** Whether the site has a logo (`wp-custom-logo`). */
  hasLogo?: boolean | undefined;
  /** A single post's format (`single-format-{format}`); standard when not given. */
  postFormat?: string | undefined;
}

/** A class name from a slug or template name, as WordPress's `sanitize_html_class` writes it. */
function classPart(text: string): string {
  return text.replace(/%[a-fA-F0-9]{2}/g, '').replace(/[^A-Za-z0-9_-]/g, '');
}

function templateClass(prefix: string, template: string | undefined): string {
  return `${prefix}-template${template ? `-${classPart(template)}` : '-default'}`;
}

/** What kind of page it is, before the details (WordPress's first block of `get_body_class`). */
function kindClasses(input: BodyClassInput): string[] {
  const { object } = input;
  const classes: string[] = [];
  if (object.kind === 'front-posts' || object.kind === 'front-page') classes.push('home');
  if (object.kind === 'front-posts' || object.kind === 'home') classes.push('blog');
  const archive = ['category', 'tag', 'author', 'date'].includes(object.kind);
  if (archive) classes.push('archive');
  if (object.kind === 'date') classes.push('date');
  if (object.kind === 'search') {
    classes.push('search', (input.found ?? 0) > 0 ? 'search-results' : 'search-no-results');
  }
  if (input.page > 1 && object.kind !== '404') classes.push('paged');
  if (object.kind === '404') classes.push('error404');
  return classes;
}

function pageClasses(id: number, pages: BodyClassInput['pages']): string[] {
  const parent = pages?.get(id)?.parent ?? 0;
  const hasChildren = pages?.published().some((page) => page.parent === id) ?? false;
  return [
    'page',
    `page-id-${id}`,
    ...(hasChildren ? ['page-parent'] : []),
    ...(parent > 0 ? ['page-child', `parent-pageid-${parent}`] : []),
  ];
}

/** The details of what is shown: the singular item or the archive's term or author. */
function objectClasses(input: BodyClassInput): string[] {
  const { object, postId } = input;
  switch (object.kind) {
    case 'front-page':
    case 'page':
      return [
        'wp-singular',
        templateClass('page', object.template),
        ...pageClasses(object.id, input.pages),
      ];
    case 'single': {
      const type = classPart(object.postType);
      return [
        'wp-singular',
        templateClass(type, object.template),
        'single',
        `single-${type}`,
        ...(postId !== undefined ? [`postid-${postId}`] : []),
        ...(object.postType === 'post'
          ? [`single-format-${classPart(input.postFormat ?? 'standard')}`]
          : []),
      ];
    }
    case 'category':
    case 'tag':
    case 'author':
      return [
        object.kind,
        `${object.kind}-${classPart(object.slug)}`,
        `${object.kind}-${object.id}`,
      ];
    default:
      return [];
  }
}

/** `paged-N` and the kind's own `…-paged-N` on a page past the first (never on a 404). */
function pagedClasses(input: BodyClassInput): string[] {
  const { page, object } = input;
  if (page < 2 || object.kind === '404') return [];
  const kind =
    object.kind === 'single'
      ? 'single'
      : object.kind === 'page' || object.kind === 'front-page'
        ? 'page'
        : object.kind === 'front-posts' || object.kind === 'home'
          ? undefined
          : object.kind;
  return [`paged-${page}`, ...(kind === undefined ? [] : [`${kind}-paged-${page}`])];
}

/**
 * The `<body>` classes WordPress prints for a block theme's page, in its order: what is shown
 * (`home`, `blog`, `archive`, `date`, `search search-results`, `paged`, `error404`), the details
 * (`wp-singular page-template-default page page-id-2 page-child parent-pageid-1`,
 * `single single-post postid-1`, `category category-news category-4`), `wp-custom-logo` when the
 * site has a logo, `wp-embed-responsive` (block themes always have it), the page number past the
 * first (`paged-2 tag-paged-2`) and the theme (`wp-theme-loom`).
 */
export function bodyClasses(input: BodyClassInput): string {
  return [
    ...kindClasses(input),
    ...objectClasses(input),
    ...(input.hasLogo ? ['wp-custom-logo'] : []),
    'wp-embed-responsive',
    ...pagedClasses(input),
    `wp-theme-${classPart(input.theme)}`,
  ].join(' ');
}
