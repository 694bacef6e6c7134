import { parse } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { toEditorTree } from '../state/editor-block';
import { areaDetail, areaLabel, templateAreas } from './template-areas';

describe('templateAreas', () => {
  it('lists every template part block of the tree, nested ones too, with its part id', () => {
    const blocks = toEditorTree(
      parse(
        '<!-- wp:template-part {"slug":"header","area":"header"} /-->' +
          '<!-- wp:group --><div class="wp-block-group"><!-- wp:template-part {"slug":"footer","theme":"other"} /--></div><!-- /wp:group -->' +
          '<!-- wp:template-part /-->' +
          '<!-- wp:paragraph --><p>Text</p><!-- /wp:paragraph -->',
      ),
    );
    const areas = templateAreas(blocks, 'loom');
    expect(areas.map(({ clientId, ...rest }) => rest)).toEqual([
      { partId: 'loom//header', slug: 'header', area: 'header' },
      { partId: 'other//footer', slug: 'footer', area: '' },
    ]);
    expect(areas[0]?.clientId).toBe(blocks[0]?.clientId);
    expect(areas[1]?.clientId).toBe(blocks[1]?.innerBlocks[0]?.clientId);
  });

  it('gives a part placed twice one row per block', () => {
    const blocks = toEditorTree(
      parse(
        '<!-- wp:template-part {"slug":"header"} /--><!-- wp:template-part {"slug":"header"} /-->',
      ),
    );
    const areas = templateAreas(blocks, 'loom');
    expect(areas.map((area) => area.clientId)).toEqual(blocks.map((block) => block.clientId));
  });
});

describe('areaLabel', () => {
  it('names the known areas, uncategorized as General, others title-cased', () => {
    expect(areaLabel('header')).toBe('Header');
    expect(areaLabel('footer')).toBe('Footer');
    expect(areaLabel('sidebar')).toBe('Sidebar');
    expect(areaLabel('uncategorized')).toBe('General');
    expect(areaLabel('')).toBe('General');
    expect(areaLabel('side-banner')).toBe('Side banner');
  });
});

describe('areaDetail', () => {
  it("shows the part's title, or its slug when the title repeats the area's name", () => {
    expect(areaDetail('General', 'Promo banner', 'promo')).toBe('Promo banner');
    expect(areaDetail('Header', 'Header', 'header')).toBe('header');
    expect(areaDetail('Header', ' ', 'site-header')).toBe('site-header');
  });
});
