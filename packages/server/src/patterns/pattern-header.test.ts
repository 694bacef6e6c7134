import { describe, expect, it } from 'vitest';
import { parsePatternFile } from './pattern-header.js';

describe('parsePatternFile', () => {
  it('reads the header fields and keeps the markup after it', () => {
    const pattern = parsePatternFile(`<?php
/**
 * Title: Hero with image
 * Slug: loom/hero
 * Categories: featured, banner
 * Keywords: hero, intro
 * Block Types: core/template-part/header
 * Template Types: front-page, home
 * Viewport Width: 1400
 * Inserter: no
 */
?>
<!-- wp:paragraph -->
<p>Hi</p>
<!-- /wp:paragraph -->
`);
    expect(pattern).toEqual({
      name: 'loom/hero',
      title: 'Hero with image',
      description: '',
      content: '<!-- wp:paragraph -->\n<p>Hi</p>\n<!-- /wp:paragraph -->\n',
      categories: ['featured', 'banner'],
      keywords: ['hero', 'intro'],
      blockTypes: ['core/template-part/header'],
      postTypes: [],
      templateTypes: ['front-page', 'home'],
      viewportWidth: 1400,
      inserter: false,
    });
  });

  it('skips files without a title or slug, and bodies that need PHP', () => {
    expect(parsePatternFile('<?php /** Title: No slug */ ?>\n<p></p>')).toBeNull();
    expect(parsePatternFile('<p>no header</p>')).toBeNull();
    expect(
      parsePatternFile('<?php /** Title: T\n * Slug: a/b */ ?>\n<p><?php echo 1; ?></p>'),
    ).toBeNull();
  });
});
