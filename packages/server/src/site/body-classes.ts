import type { QueriedObject } from './template-hierarchy.js';

export interface BodyClassInput {
  object: QueriedObject;
  /** The id of the page's post, for singular pages. */
  postId?: number | undefined;
  /** The page of the main query (1 for the first). */
  page: number;
  /** The active theme's folder name. */
  theme: string;
}

/** A class name from a slug or template name, as WordPress's `sanitize_html_class` writes it. */
function classPart(text: string): string {
  return text.replace(/%[a-fA-F0-9]{2}/g, '').replace(/[^A-Za-z0-9_-]/g, '');
}

function templateClass(prefix: string, template: string | undefined): string {
  return `${prefix}-template${template ? `-${classPart(template)}` : '-default'}`;
}

function objectClasses(object: QueriedObject, postId: number | undefined): string[] {
  switch (object.kind) {
    case 'front-posts':
      return ['home', 'blog'];
    case 'home':
      return ['blog'];
    case 'front-page':
      return ['home', templateClass('page', object.template), 'page', `page-id-${object.id}`];
    case 'page':
      return [templateClass('page', object.template), 'page', `page-id-${object.id}`];
    case 'single': {
      const type = classPart(object.postType);
      return [
        templateClass(type, object.template),
        'single',
        `single-${type}`,
        ...(postId !== undefined ? [`postid-${postId}`] : []),
        ...(object.postType === 'post' ? ['single-format-standard'] : []),
      ];
    }
    case 'category':
    case 'tag':
    case 'author':
      return [
        'archive',
        object.kind,
        `${object.kind}-${classPart(object.slug)}`,
        `${object.kind}-${object.id}`,
      ];
    case 'date':
      return ['archive', 'date'];
    case 'search':
      return ['search'];
    case '404':
      return ['error404'];
  }
}

/**
 * The `<body>` classes WordPress prints for a block theme's page: what is shown (`home`, `blog`,
 * `page page-id-2`, `single single-post postid-1`, `archive category category-news`, `search`,
 * `error404`), the page number past the first (`paged paged-2`), the theme (`wp-theme-loom`) and
 * `wp-embed-responsive`, which block themes always have.
 */
export function bodyClasses(input: BodyClassInput): string {
  const classes = objectClasses(input.object, input.postId);
  if (input.page > 1) {
    classes.push('paged', `paged-${input.page}`);
    const kind = input.object.kind;
    if (kind === 'category' || kind === 'tag' || kind === 'author' || kind === 'date') {
      classes.push(`${kind}-paged-${input.page}`);
    }
  }
  classes.push(`wp-theme-${classPart(input.theme)}`, 'wp-embed-responsive');
  return classes.join(' ');
}
