import { describe, expect, it } from 'vitest';
import { templateAreas } from './template-areas';

describe('templateAreas', () => {
  it('lists the template parts a template uses, nested ones too, each once', () => {
    const content = [
      '<!-- wp:template-part {"slug":"header","area":"header"} /-->',
      '<!-- wp:group --><div class="wp-block-group">',
      '<!-- wp:template-part {"slug":"sidebar","theme":"quarry"} /-->',
      '<!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph -->',
      '</div><!-- /wp:group -->',
      '<!-- wp:template-part {"slug":"header","area":"header"} /-->',
      '<!-- wp:template-part {"area":"footer"} /-->',
    ].join('\n');
    expect(templateAreas(content, 'loom')).toEqual([
      { id: 'loom//header', slug: 'header', area: 'header' },
      { id: 'quarry//sidebar', slug: 'sidebar', area: '' },
    ]);
  });

  it('finds nothing in content without parts', () => {
    expect(templateAreas('<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->', 'loom')).toEqual(
      [],
    );
    expect(templateAreas('', 'loom')).toEqual([]);
  });
});
