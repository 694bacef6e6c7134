/**
 * Rendered text of stored content. Until the block renderer is wired into the REST API,
 * `content.rendered` is the stored HTML with the block comment delimiters removed.
 */
export function renderContent(content: string): string {
  return content
    .replace(/<!--\s+\/?wp:[\s\S]*?-->\n?/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words an excerpt keeps when it is made from the content, as WordPress does. */
export const EXCERPT_WORDS = 55;

/**
 * The rendered excerpt: the written one in a paragraph, or the first 55 words of the content
 * followed by ` […]` when the content is longer.
 */
export function renderExcerpt(excerpt: string, content: string): string {
  if (excerpt.trim() !== '') return `<p>${excerpt.trim()}</p>\n`;
  const words = plainText(renderContent(content)).split(' ').filter(Boolean);
  if (words.length === 0) return '';
  const more = words.length > EXCERPT_WORDS ? ' [&hellip;]' : '';
  return `<p>${words.slice(0, EXCERPT_WORDS).join(' ')}${more}</p>\n`;
}
