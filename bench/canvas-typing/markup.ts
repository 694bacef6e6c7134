// The templates the typing bench edits: a long landing page (540 blocks, as issue #22's row) and a
// small page of a few paragraphs (the typing-handlers row, as WordPress measures typing).

function heading(text: string): string {
  return `<!-- wp:heading -->\n<h2 class="wp-block-heading">${text}</h2>\n<!-- /wp:heading -->`;
}

function paragraph(text: string): string {
  return `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
}

/** `count` top-level blocks: a heading every 25, a group holding a paragraph every 10, paragraphs. */
export function longTemplateMarkup(count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    if (i % 25 === 0) parts.push(heading(`Section ${i / 25 + 1}`));
    else if (i % 10 === 0) {
      parts.push(
        `<!-- wp:group {"layout":{"type":"constrained"}} -->\n<div class="wp-block-group">${paragraph(`Grouped paragraph ${i}`)}</div>\n<!-- /wp:group -->`,
      );
    } else parts.push(paragraph(`Paragraph ${i} with <strong>some</strong> text to type next to.`));
  }
  return parts.join('\n\n');
}

/** A heading and four paragraphs. */
export function smallTemplateMarkup(): string {
  const parts = [heading('A small page')];
  for (let i = 1; i <= 4; i += 1) {
    parts.push(paragraph(`Paragraph ${i} of a small page, with <em>a little</em> text in it.`));
  }
  return parts.join('\n\n');
}
