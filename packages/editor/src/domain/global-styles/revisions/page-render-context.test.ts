import { parse, render } from '@atelier/blocks';
import { createMemoryContext } from '@atelier/blocks/testing';
import { describe, expect, it } from 'vitest';
import { withPageRecords } from './page-render-context';

const TEMPLATE = [
  '<!-- wp:template-part {"slug":"header","theme":"loom"} /-->',
  '<!-- wp:pattern {"slug":"loom/hero"} /-->',
  '<!-- wp:template-part {"slug":"footer","theme":"loom"} /-->',
].join('');

describe('withPageRecords', () => {
  it("renders a template's parts and patterns from the records read, the context's look-ups otherwise", async () => {
    const base = createMemoryContext({
      templateParts: [
        { theme: 'loom', slug: 'footer', area: 'footer', content: '<p>Footer from lookup</p>' },
      ],
    });
    const header = {
      id: 'loom//header',
      slug: 'header',
      area: 'header',
      content: { raw: '<!-- wp:paragraph --><p>Header from records</p><!-- /wp:paragraph -->' },
    };
    const hero = {
      name: 'loom/hero',
      title: 'Hero',
      content:
        '<!-- wp:heading --><h2 class="wp-block-heading">Made slowly</h2><!-- /wp:heading -->',
    };
    const context = withPageRecords(base, { templateParts: [header], themePatterns: [hero] });
    const html = await render(parse(TEMPLATE), context);
    expect(html).toContain('<header');
    expect(html).toContain('Header from records');
    expect(html).toContain('Made slowly');
    expect(html).toContain('Footer from lookup');
    expect(await render(parse(TEMPLATE), base)).not.toContain('Made slowly');
    expect(withPageRecords(base, { templateParts: [], themePatterns: null })).toBe(base);
  });
});
