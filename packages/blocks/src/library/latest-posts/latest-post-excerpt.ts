import { escapeHtml } from '../../html/escape';

/** Plain text of stored HTML: block comments and tags dropped, common entities read. */
export function plainText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** A latest post's excerpt: the written excerpt as it is, or the content's first words. */
export interface LatestPostExcerpt {
  /** Escaped text for the excerpt `<div>`. */
  html: string;
  /** Whether the content was cut (WordPress then adds '… Read more'). */
  trimmed: boolean;
}

/**
 * WordPress's `get_the_excerpt` for the Latest Posts block: a hand-written excerpt is shown whole;
 * otherwise the content's text is cut to `length` words.
 */
export function latestPostExcerpt(
  post: { excerpt: string; content: string },
  length: number,
): LatestPostExcerpt {
  if (post.excerpt.trim() !== '') return { html: escapeHtml(post.excerpt.trim()), trimmed: false };
  const words = plainText(post.content).trim().split(/\s+/).filter(Boolean);
  const limit = Math.max(1, Math.floor(length));
  return {
    html: escapeHtml(words.slice(0, limit).join(' ')),
    trimmed: words.length > limit,
  };
}
