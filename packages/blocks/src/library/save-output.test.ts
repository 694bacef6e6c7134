import { describe, expect, it } from 'vitest';
import { parse } from '../grammar/parse';
import { serialize } from '../grammar/serialize';
import { createBlock } from '../registry/create-block';
import { invalidBlocks, parseBlocks } from '../validation/analyze-blocks';
import { coreBlocks, createCoreRegistry } from './core-blocks';
import { saveCases } from './save-output-cases';

const registry = createCoreRegistry();

describe('save output of the core blocks', () => {
  for (const sample of saveCases) {
    it(`saves ${sample.name} like the block editor`, () => {
      const inner = (sample.inner ?? []).map(([name, attributes]) => ({ name, attributes }));
      const block = createBlock(registry, sample.name, sample.attributes, inner);
      const markup = serialize([block]);
      expect(markup).toBe(sample.markup);
      expect(invalidBlocks(parseBlocks(registry, markup))).toEqual([]);
    });
  }

  it('creates every static block from its defaults as valid markup that parses back', () => {
    for (const blockType of coreBlocks) {
      const block = createBlock(registry, blockType.name);
      const markup = serialize([block]);
      const analysed = parseBlocks(registry, markup);
      expect(serialize(parse(markup))).toBe(markup);
      expect(analysed[0]?.name).toBe(blockType.name);
      expect(invalidBlocks(analysed).map((b) => b.validationIssue)).toEqual([]);
    }
  });

  it('sources back the attributes it saved', () => {
    const block = createBlock(registry, 'core/image', {
      url: '/x.png',
      alt: 'An "x"',
      caption: 'A <em>cap</em>',
    });
    const [analysed] = parseBlocks(registry, serialize([block]));
    expect(analysed?.attributes).toMatchObject({
      url: '/x.png',
      alt: 'An "x"',
      caption: 'A <em>cap</em>',
    });
  });
});
