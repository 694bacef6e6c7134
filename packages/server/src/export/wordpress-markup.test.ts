import { describe, expect, it } from 'vitest';
import { toWordPressMarkup } from './wordpress-markup.js';

describe('toWordPressMarkup', () => {
  it('drops the theme attribute of template-part blocks and keeps their other attributes', () => {
    expect(
      toWordPressMarkup(
        '<!-- wp:template-part {"slug":"header","theme":"loom","tagName":"header"} /-->',
      ),
    ).toBe('<!-- wp:template-part {"slug":"header","tagName":"header"} /-->');
    expect(toWordPressMarkup('<!-- wp:template-part {"theme":"loom"} /-->')).toBe(
      '<!-- wp:template-part /-->',
    );
  });

  it('writes the flow layout as WordPress’s default layout, at any depth', () => {
    const source =
      '<!-- wp:group {"layout":{"type":"constrained"}} -->\n<div class="wp-block-group"><!-- wp:group {"backgroundColor":"base-2","layout":{"type":"flow"}} -->\n<div class="wp-block-group"></div>\n<!-- /wp:group --></div>\n<!-- /wp:group -->';
    expect(toWordPressMarkup(source)).toBe(
      source.replace('"layout":{"type":"flow"}', '"layout":{"type":"default"}'),
    );
  });

  it('leaves markup WordPress already reads byte for byte, escapes included', () => {
    const source =
      '<!-- wp:paragraph {"placeholder":"a \\u002d\\u002d b"} -->\n<p>{not attributes}</p>\n<!-- /wp:paragraph -->\n<!-- wp:separator /-->\n<!-- wp:template-part {"slug":"footer"} /-->\n<!-- wp:columns {"layout":{"type":"flex","flexWrap":"nowrap"}} -->\n<div class="wp-block-columns"></div>\n<!-- /wp:columns -->';
    expect(toWordPressMarkup(source)).toBe(source);
  });

  it('keeps the escaping of the attributes it rewrites', () => {
    expect(
      toWordPressMarkup(
        '<!-- wp:group {"metadata":{"name":"A \\u0026 B"},"layout":{"type":"flow"}} -->',
      ),
    ).toBe('<!-- wp:group {"metadata":{"name":"A \\u0026 B"},"layout":{"type":"default"}} -->');
  });
});
