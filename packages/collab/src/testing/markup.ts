/** A stored paragraph block's markup, as the editor writes it (tests build contents from it). */
export const paragraph = (text: string) =>
  `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
