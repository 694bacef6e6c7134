import { describe, expect, it } from 'vitest';
import { loadPatternFile } from './pattern-file.js';
import { parsePatternHeader } from './pattern-header.js';
import type { PhpTemplateEnv } from './php/evaluate-php-template.js';

const env: PhpTemplateEnv = {
  templateDirectoryUri: '/wp-content/themes/loom',
  stylesheetDirectoryUri: '/wp-content/themes/loom',
  ksesPost: async (html) => html,
};

describe('parsePatternHeader', () => {
  it('reads the header fields', () => {
    const header = parsePatternHeader(`<?php
/**
 * Title: Hero with image
 * Slug: loom/hero
 * Categories: featured, banner
 * Keywords: hero, intro
 * Block Types: core/template-part/header
 * Template Types: front-page, home
 * Viewport Width: 1400
 * Inserter: no
 *
 * @package Loom
 */

?>
<p>Hi</p>
`);
    expect(header).toEqual({
      name: 'loom/hero',
      title: 'Hero with image',
      description: '',
      categories: ['featured', 'banner'],
      keywords: ['hero', 'intro'],
      blockTypes: ['core/template-part/header'],
      postTypes: [],
      templateTypes: ['front-page', 'home'],
      viewportWidth: 1400,
      inserter: false,
    });
  });

  it('skips files without a title or slug', () => {
    expect(parsePatternHeader('<?php /** Title: No slug */ ?>\n<p></p>')).toBeNull();
    expect(parsePatternHeader('<p>no header</p>')).toBeNull();
  });
});

describe('loadPatternFile', () => {
  it('keeps the markup after the header and renders the PHP in it', async () => {
    const result = await loadPatternFile(
      'patterns/hero.php',
      `<?php\n/**\n * Title: T\n * Slug: a/b\n */\n?>\n<!-- wp:paragraph -->\n<p><?php esc_html_e( 'Tea & cake', 'a' ); ?></p>\n<!-- /wp:paragraph -->\n`,
      env,
    );
    expect(result).toEqual({
      pattern: expect.objectContaining({
        name: 'a/b',
        content: '<!-- wp:paragraph -->\n<p>Tea &amp; cake</p>\n<!-- /wp:paragraph -->\n',
      }),
    });
  });

  it('refuses the whole file with its name, line and construct', async () => {
    expect(
      await loadPatternFile(
        'patterns/hero.php',
        `<?php\n/**\n * Title: T\n * Slug: a/b\n */\n?>\n<p><?php echo get_option( 'x' ); ?></p>\n`,
        env,
      ),
    ).toEqual({
      problem: {
        file: 'patterns/hero.php',
        message: 'patterns/hero.php line 7: the function get_option is not supported',
      },
    });
    expect(await loadPatternFile('patterns/x.php', '<p>no header</p>', env)).toEqual({
      problem: {
        file: 'patterns/x.php',
        message: 'patterns/x.php: the pattern header has no Title or no Slug',
      },
    });
  });
});
