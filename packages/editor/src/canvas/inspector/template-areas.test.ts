import { parse } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { templateAreas } from './template-areas';

describe('templateAreas', () => {
  it('lists each template part once, nested ones too', () => {
    const blocks = parse(
      '<!-- wp:template-part {"slug":"header","area":"header"} /-->' +
        '<!-- wp:group --><div class="wp-block-group"><!-- wp:template-part {"slug":"footer","theme":"loom"} /--></div><!-- /wp:group -->' +
        '<!-- wp:template-part {"slug":"header"} /-->',
    );
    expect(templateAreas(blocks)).toEqual([
      { slug: 'header', area: 'header', theme: '' },
      { slug: 'footer', area: 'uncategorized', theme: 'loom' },
    ]);
  });
});
