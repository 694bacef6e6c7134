import { describe, expect, it } from 'vitest';
import { parse } from './parse';
import { serialize } from './serialize';

const PIECES = [
  '<!-- wp:group -->',
  '<!-- /wp:group -->',
  '<!-- wp:paragraph {"a":"b"} -->',
  '<!-- /wp:paragraph -->',
  '<!-- wp:spacer /-->',
  '<!-- wp:acme/x {"n":[1,{"m":"}"}]} -->',
  '<!-- /wp:acme/x -->',
  '<!-- wp:bad {"x": -->',
  '<!--',
  '-->',
  '{',
  '}',
  '/-->',
  '<p>text</p>',
  '\n\n',
  'é🎉',
  '<!-- plain comment -->',
  'wp:',
];

/** A small deterministic generator (mulberry32), so failures can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('grammar on random input', () => {
  it('never throws and always round-trips byte for byte', () => {
    const next = random(20261121);
    for (let run = 0; run < 2000; run += 1) {
      const length = Math.floor(next() * 14);
      let markup = '';
      for (let index = 0; index < length; index += 1) {
        markup += PIECES[Math.floor(next() * PIECES.length)] ?? '';
      }
      const blocks = parse(markup);
      expect(serialize(blocks), `seed run ${run}: ${JSON.stringify(markup)}`).toBe(markup);
    }
  });
});
