import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/parse';
import { serialize } from '../../grammar/serialize';
import { createBlock } from '../../registry/create-block';
import { invalidBlocks, parseBlocks } from '../../validation/analyze-blocks';
import { createCoreRegistry } from '../core-blocks';
import { WORDPRESS_HEADINGS } from './wordpress-markup';

const registry = createCoreRegistry();

describe('core/heading with WordPress markup', () => {
  for (const [variant, markup] of Object.entries(WORDPRESS_HEADINGS)) {
    it(`validates and round-trips: ${variant}`, () => {
      expect(invalidBlocks(parseBlocks(registry, markup)).map((b) => b.validationIssue)).toEqual(
        [],
      );
      expect(serialize(parse(markup))).toBe(markup);
    });
  }

  it('sources the level, the anchor and the content back', () => {
    const [heading] = parseBlocks(
      registry,
      WORDPRESS_HEADINGS['level 4, right aligned, with an anchor, background and padding'] ?? '',
    );
    expect(heading?.attributes).toMatchObject({ level: 4, anchor: 'prices', content: 'Prices' });
  });

  it('saves a new heading with wp-block-heading and the text-align class', () => {
    const block = createBlock(registry, 'core/heading', {
      content: 'Welcome aboard',
      level: 1,
      textAlign: 'center',
      fontSize: 'xx-large',
    });
    expect(serialize([block])).toBe(WORDPRESS_HEADINGS['level 1, centred, a preset font size']);
  });
});
