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
