import { parse, render } from '@atelier/blocks';
import { createMemoryContext } from '@atelier/blocks/testing';
import { describe, expect, it } from 'vitest';
import { withTemplateParts } from './page-render-context';

const TEMPLATE =
  '<!-- wp:template-part {"slug":"header","theme":"loom"} /--><!-- wp:template-part {"slug":"footer","theme":"loom"} /-->';

describe('withTemplateParts', () => {
  it("renders a template's parts from the records read, the context's own look-up otherwise", async () => {
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
    const html = await render(parse(TEMPLATE), withTemplateParts(base, [header]));
    expect(html).toContain('<header');
    expect(html).toContain('Header from records');
    expect(html).toContain('Footer from lookup');
    expect(withTemplateParts(base, [])).toBe(base);
  });
});
