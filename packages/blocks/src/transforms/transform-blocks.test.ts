import { describe, expect, it } from 'vitest';
import { serialize } from '../grammar/serialize';
import { createCoreRegistry } from '../library/core-blocks';
import { createBlock } from '../registry/create-block';
import { invalidBlocks, parseBlocks } from '../validation/analyze-blocks';
import { availableTransforms, transformBlocks } from './transform-blocks';

const registry = createCoreRegistry();
const paragraph = (content: string, attributes = {}) =>
  createBlock(registry, 'core/paragraph', { content, ...attributes });

function markupOf(nodes: ReturnType<typeof transformBlocks>): string {
  if (nodes === null) throw new Error('no transform');
  const markup = serialize(nodes);
  expect(invalidBlocks(parseBlocks(registry, markup))).toEqual([]);
  return markup;
}

describe('transforms', () => {
  it('turns a paragraph into a heading and back, keeping content and alignment', () => {
    const heading = transformBlocks(
      registry,
      [paragraph('Hello', { align: 'center' })],
      'core/heading',
    );
    expect(markupOf(heading)).toBe(
      '<!-- wp:heading {"textAlign":"center"} -->\n<h2 class="wp-block-heading has-text-align-center">Hello</h2>\n<!-- /wp:heading -->',
    );
    const back = transformBlocks(registry, heading ?? [], 'core/paragraph');
    expect(markupOf(back)).toBe(
      '<!-- wp:paragraph {"align":"center"} -->\n<p class="has-text-align-center">Hello</p>\n<!-- /wp:paragraph -->',
    );
  });

  it('sets a heading level on the way (the heading shortcuts)', () => {
    const heading = transformBlocks(
      registry,
      [paragraph('Hi', { align: 'right' })],
      'core/heading',
      { level: 4 },
    );
    expect(markupOf(heading)).toBe(
      '<!-- wp:heading {"textAlign":"right","level":4} -->\n<h4 class="wp-block-heading has-text-align-right">Hi</h4>\n<!-- /wp:heading -->',
    );
  });

  it('turns several paragraphs into one list and a list back into paragraphs', () => {
    const list = transformBlocks(registry, [paragraph('a'), paragraph('b')], 'core/list');
    expect(list).toHaveLength(1);
    expect(markupOf(list)).toContain('<li>a</li>');
    const paragraphs = transformBlocks(registry, list ?? [], 'core/paragraph');
    expect(paragraphs?.map((node) => node.name)).toEqual(['core/paragraph', 'core/paragraph']);
    expect(markupOf(paragraphs)).toContain('<p>b</p>');
  });

  it('wraps paragraphs in a quote and unwraps it', () => {
    const quote = transformBlocks(registry, [paragraph('q')], 'core/quote');
    expect(markupOf(quote)).toContain('<blockquote class="wp-block-quote"><!-- wp:paragraph -->');
    expect(transformBlocks(registry, quote ?? [], 'core/paragraph')?.[0]?.name).toBe(
      'core/paragraph',
    );
  });

  it('turns a group into columns and columns into a group', () => {
    const group = createBlock(registry, 'core/group', {}, [paragraph('one'), paragraph('two')]);
    const columns = transformBlocks(registry, [group], 'core/columns');
    expect(columns?.[0]?.innerBlocks.map((column) => column.name)).toEqual([
      'core/column',
      'core/column',
    ]);
    markupOf(columns);
    const regrouped = transformBlocks(registry, columns ?? [], 'core/group');
    expect(regrouped?.[0]?.innerBlocks.map((inner) => inner.name)).toEqual([
      'core/paragraph',
      'core/paragraph',
    ]);
  });

  it('turns headings into a list, a list into headings and wraps a list in a quote', () => {
    const headings = [
      createBlock(registry, 'core/heading', { content: 'One' }),
      createBlock(registry, 'core/heading', { content: 'Two' }),
    ];
    const list = transformBlocks(registry, headings, 'core/list');
    expect(markupOf(list)).toContain('<li>Two</li>');
    const back = transformBlocks(registry, list ?? [], 'core/heading');
    expect(back?.map((node) => node.innerHTML.trim())).toEqual([
      '<h2 class="wp-block-heading">One</h2>',
      '<h2 class="wp-block-heading">Two</h2>',
    ]);
    const quoted = transformBlocks(registry, list ?? [], 'core/quote');
    expect(quoted?.[0]?.innerBlocks[0]?.name).toBe('core/list');
    expect(markupOf(quoted)).toContain('<li>One</li>');
  });

  it('moves text between paragraph, code and preformatted', () => {
    const code = transformBlocks(registry, [paragraph('a &lt; b')], 'core/code');
    expect(markupOf(code)).toContain('<pre class="wp-block-code"><code>a &lt; b</code></pre>');
    const pre = transformBlocks(registry, code ?? [], 'core/preformatted');
    expect(markupOf(pre)).toContain('<pre class="wp-block-preformatted">a &lt; b</pre>');
    expect(markupOf(transformBlocks(registry, pre ?? [], 'core/paragraph'))).toContain(
      '<p>a &lt; b</p>',
    );
  });

  it('turns an image into a cover and back', () => {
    const image = createBlock(registry, 'core/image', { url: '/a.jpg', id: 4, alt: 'A' });
    const cover = transformBlocks(registry, [image], 'core/cover');
    expect(markupOf(cover)).toContain('src="/a.jpg"');
    const again = transformBlocks(registry, cover ?? [], 'core/image');
    expect(markupOf(again)).toContain('<img src="/a.jpg" alt="A" class="wp-image-4"/>');
  });

  it('groups any blocks', () => {
    const grouped = transformBlocks(registry, [paragraph('x')], 'core/group');
    expect(grouped?.[0]?.name).toBe('core/group');
  });

  it('lists what a selection can become and refuses what it cannot', () => {
    expect(availableTransforms(registry, [paragraph('x')])).toEqual(
      expect.arrayContaining(['core/heading', 'core/list', 'core/quote', 'core/group']),
    );
    expect(transformBlocks(registry, [paragraph('x')], 'core/image')).toBeNull();
    expect(
      transformBlocks(
        registry,
        [paragraph('x'), createBlock(registry, 'core/spacer')],
        'core/heading',
      ),
    ).toBeNull();
  });
});
