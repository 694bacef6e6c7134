import type { PageItem } from './page-item';
import { pageStatusDisplay } from './page-status';

/**
 * What page details show (spec 2 §2 'Page details'): the Details panel's rows, time to read at
 * 189 words a minute, and the featured image to show.
 */

/** Spec 2 §2, §9: reading speed, in words per minute. */
export const WORDS_PER_MINUTE = 189;

/** One row of a details panel. */
export interface PageFact {
  label: string;
  value: string;
}

/** Words of a page's content: markup, block comments and entities are not words. */
export function wordCount(content: string): number {
  const plain = content
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#\w]+;/g, ' ');
  return plain.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Spec 2 §2: 'N mins' when reading takes more than a minute, else '< 1 min'. */
export function readingTime(words: number): string {
  const minutes = Math.round(words / WORDS_PER_MINUTE);
  return minutes > 1 ? `${minutes} mins` : '< 1 min';
}

/** What the Details panel needs beside the page: the names of its template and parent. */
export interface PageFactContext {
  /** The posts page's id (0: none); that page shows no word count. */
  postsPage: number;
  /** The title of the page's template, or null when the page uses the default one. */
  templateTitle: string | null;
  /** The title of the parent page, or null for a top-level page. */
  parentTitle: string | null;
  now: Date;
}

/**
 * The Details panel of a page: Status, Template ('Default template' when it names none), Parent
 * ('Top level' when it has none), Time to read, and Words — except for the posts page, whose
 * content the site does not show.
 */
export function pageFacts(
  page: Pick<PageItem, 'id' | 'status' | 'password' | 'date' | 'content'>,
  context: PageFactContext,
): PageFact[] {
  const words = wordCount(page.content);
  const facts: PageFact[] = [
    { label: 'Status', value: pageStatusDisplay(page, context.now).label },
    { label: 'Template', value: context.templateTitle ?? 'Default template' },
    { label: 'Parent', value: context.parentTitle ?? 'Top level' },
    { label: 'Time to read', value: readingTime(words) },
  ];
  if (page.id !== context.postsPage) facts.push({ label: 'Words', value: String(words) });
  return facts;
}

/** The image page details show for a featured image, or null when it has no address. */
export interface FeaturedImage {
  src: string;
  alt: string;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/**
 * A featured image attachment as page details show it: its medium size when it has one, else
 * the original file; with its alternative text.
 */
export function featuredImage(attachment: unknown): FeaturedImage | null {
  const medium = field(
    field(field(field(attachment, 'media_details'), 'sizes'), 'medium'),
    'source_url',
  );
  const original = field(attachment, 'source_url');
  const src = typeof medium === 'string' && medium !== '' ? medium : original;
  if (typeof src !== 'string' || src === '') return null;
  const alt = field(attachment, 'alt_text');
  return { src, alt: typeof alt === 'string' ? alt : '' };
}
