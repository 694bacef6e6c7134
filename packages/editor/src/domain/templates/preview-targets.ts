import type { EntityRecord } from '../../data/entities/store-state';
import type { PreviewTargets } from './template-preview-url';

/** What the public addresses of the previews are worked out from. */
export interface PreviewTargetSources {
  /** The site settings (`show_on_front`, `page_for_posts`, `page_on_front`). */
  site: EntityRecord | null | undefined;
  /** Some published pages. */
  pages: readonly EntityRecord[] | null | undefined;
  /** Some published posts. */
  posts: readonly EntityRecord[] | null | undefined;
  /** The current user's slug ('' when unknown). */
  authorSlug: string;
}

function pathOf(record: EntityRecord | undefined): string | undefined {
  if (record === undefined || typeof record.link !== 'string') return undefined;
  try {
    return new URL(record.link).pathname;
  } catch {
    return undefined;
  }
}

/**
 * Real pages and posts the previews point at (see `templateSitePath`): the posts page when the
 * front page is a static page, another page, the first post, the author.
 */
export function previewTargetsOf({
  site,
  pages,
  posts,
  authorSlug,
}: PreviewTargetSources): PreviewTargets {
  const staticFront = site?.show_on_front === 'page';
  const postsPageId = staticFront ? site?.page_for_posts : undefined;
  const frontId = staticFront ? site?.page_on_front : undefined;
  const postsPage = pages?.find((page) => page.id === postsPageId);
  const otherPage = pages?.find((page) => page.id !== postsPageId && page.id !== frontId);
  return {
    postsPagePath: pathOf(postsPage),
    pagePath: pathOf(otherPage),
    postPath: pathOf(posts?.[0]),
    authorSlug: authorSlug === '' ? undefined : authorSlug,
  };
}
