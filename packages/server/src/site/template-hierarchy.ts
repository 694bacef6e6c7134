import { templateFallbacks } from '@atelier/blocks';

/** What a request turned out to show, in the terms the template hierarchy needs. */
export type QueriedObject =
  | { kind: 'front-posts' }
  | { kind: 'front-page'; id: number; slug: string; template?: string | undefined }
  | { kind: 'home' }
  | { kind: 'page'; id: number; slug: string; template?: string | undefined }
  | { kind: 'single'; postType: string; slug: string; template?: string | undefined }
  | { kind: 'category' | 'tag' | 'author'; id: number; slug: string }
  | { kind: 'date' }
  | { kind: 'search' }
  | { kind: '404' };

function pageChain(object: { id: number; slug: string; template?: string | undefined }): string[] {
  return [
    ...(object.template ? [object.template] : []),
    `page-${object.slug}`,
    `page-${object.id}`,
    ...templateFallbacks('page'),
  ];
}

/**
 * The templates to try for a request, most specific first (the block-theme template hierarchy):
 * the templates specific to the queried object, then the fallbacks of its template type. The first
 * one that exists, in the database or the theme, is rendered.
 */
export function templateCandidates(object: QueriedObject): string[] {
  switch (object.kind) {
    case 'front-posts':
      return templateFallbacks('front-page');
    case 'front-page':
      return ['front-page', ...pageChain(object)];
    case 'page':
      return pageChain(object);
    case 'single':
      return [
        ...(object.template ? [object.template] : []),
        `single-${object.postType}-${object.slug}`,
        `single-${object.postType}`,
        ...templateFallbacks('single'),
      ];
    case 'category':
    case 'tag':
    case 'author':
      return [
        `${object.kind}-${object.slug}`,
        `${object.kind}-${object.id}`,
        ...templateFallbacks(object.kind),
      ];
    case 'home':
    case 'date':
    case 'search':
    case '404':
      return templateFallbacks(object.kind);
  }
}
