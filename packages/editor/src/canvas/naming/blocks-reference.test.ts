import { parse } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { partReferenceMarkup, patternReferenceMarkup, selectedMarkup } from './blocks-reference';

describe('patternReferenceMarkup', () => {
  it('is a core/block with the pattern as its ref', () => {
    const [block] = parse(patternReferenceMarkup(12));
    expect(block?.name).toBe('core/block');
    expect(block?.attributes).toEqual({ ref: 12 });
  });
});

describe('partReferenceMarkup', () => {
  it("is a core/template-part with the part's slug and theme", () => {
    const [block] = parse(partReferenceMarkup('loom//site-footer') ?? '');
    expect(block?.name).toBe('core/template-part');
    expect(block?.attributes).toEqual({ slug: 'site-footer', theme: 'loom' });
  });

  it('is null for an id that is not theme//slug', () => {
    expect(partReferenceMarkup('')).toBeNull();
    expect(partReferenceMarkup('site-footer')).toBeNull();
    expect(partReferenceMarkup('loom//')).toBeNull();
  });
});

describe('selectedMarkup', () => {
  it('serialises the selected blocks that still exist, in order', () => {
    const blocks = parse(
      '<!-- wp:paragraph --><p>One</p><!-- /wp:paragraph --><!-- wp:paragraph --><p>Two</p><!-- /wp:paragraph -->',
    );
    const byId = new Map([
      ['a', blocks[0]],
      ['b', blocks[1]],
    ]);
    const markup = selectedMarkup(['b', 'gone', 'a'], (id) => byId.get(id));
    expect(parse(markup).map((block) => block.innerHTML)).toEqual(['<p>Two</p>', '<p>One</p>']);
  });
});
