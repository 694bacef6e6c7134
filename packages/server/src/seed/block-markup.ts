import { escapeHtml } from '../http/html.js';

/** Small builders for the seeded content, writing markup exactly as the block editor saves it. */
export const markup = {
  paragraph: (text: string) =>
    `<!-- wp:paragraph -->\n<p>${escapeHtml(text)}</p>\n<!-- /wp:paragraph -->`,
  heading: (text: string, level = 2) =>
    level === 2
      ? `<!-- wp:heading -->\n<h2 class="wp-block-heading">${escapeHtml(text)}</h2>\n<!-- /wp:heading -->`
      : `<!-- wp:heading {"level":${level}} -->\n<h${level} class="wp-block-heading">${escapeHtml(text)}</h${level}>\n<!-- /wp:heading -->`,
  list: (items: string[]) =>
    `<!-- wp:list -->\n<ul class="wp-block-list">${items.map((i) => `<!-- wp:list-item -->\n<li>${escapeHtml(i)}</li>\n<!-- /wp:list-item -->`).join('')}</ul>\n<!-- /wp:list -->`,
  quote: (text: string, citation: string) =>
    `<!-- wp:quote -->\n<blockquote class="wp-block-quote"><!-- wp:paragraph -->\n<p>${escapeHtml(text)}</p>\n<!-- /wp:paragraph --><cite>${escapeHtml(citation)}</cite></blockquote>\n<!-- /wp:quote -->`,
  separator: () =>
    '<!-- wp:separator -->\n<hr class="wp-block-separator has-alpha-channel-opacity"/>\n<!-- /wp:separator -->',
};

export function blocks(...parts: string[]): string {
  return parts.join('\n\n');
}
