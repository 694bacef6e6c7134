import { describe, expect, it } from 'vitest';
import {
  chunkComposition,
  decodeVlqSegment,
  groupShares,
  moduleGroup,
  UNMAPPED,
} from './chunk-composition';

describe('decodeVlqSegment', () => {
  it('reads single and multi-digit values, negative ones included', () => {
    expect(decodeVlqSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlqSegment('CAAD')).toEqual([1, 0, 0, -1]);
    // 16 needs a continuation digit: 32 (0b100000) → 'gB'.
    expect(decodeVlqSegment('gB')).toEqual([16]);
    expect(decodeVlqSegment('hB')).toEqual([-16]);
  });

  it('refuses a character that is not Base64', () => {
    expect(() => decodeVlqSegment('A!')).toThrow('Not a Base64 VLQ digit: !');
  });
});

describe('chunkComposition', () => {
  // Two sources on one line: columns 0–9 from a.ts, 10–15 from b.ts, 16– unmapped.
  const code = 'const a=1;let b;/*x*/';
  const map = { sources: ['src/a.ts', 'src/b.ts'], mappings: 'AAAA,UCAA,M' };

  it('gives each source the bytes of the code mapped to it, largest first', () => {
    const shares = chunkComposition(code, map);
    expect(shares.map(({ source, bytes }) => [source, bytes])).toEqual([
      ['src/a.ts', 10],
      ['src/b.ts', 6],
      [UNMAPPED, 5],
    ]);
    for (const share of shares) expect(share.gzipBytes).toBeGreaterThan(0);
  });

  it('counts the runs of every line, and UTF-8 bytes', () => {
    // 'x="é";' is 7 bytes (é takes two), 'y=2;' 4.
    const twoLines = 'x="é";\ny=2;';
    const shares = chunkComposition(twoLines, { sources: ['a.ts'], mappings: 'AAAA;AACA' });
    expect(shares).toEqual([{ source: 'a.ts', bytes: 11, gzipBytes: expect.any(Number) }]);
  });
});

describe('moduleGroup', () => {
  it('names a package in node_modules, scoped or not', () => {
    expect(moduleGroup('../../node_modules/react-dom/cjs/client.js')).toBe('react-dom');
    expect(moduleGroup('../../node_modules/@ariakit/react-core/dist/x.js')).toBe(
      '@ariakit/react-core',
    );
  });

  it("names an Atelier package's folder, and the editor's canvas and screens one level deeper", () => {
    expect(moduleGroup('../../packages/blocks/src/library/heading/heading.ts')).toBe(
      'blocks/library',
    );
    expect(moduleGroup('../../packages/editor/src/canvas/inspector/Panel.tsx')).toBe(
      'editor/canvas/inspector',
    );
    expect(moduleGroup('../../src/main.tsx')).toBe('editor/main.tsx');
  });

  it('sums shares per group', () => {
    const groups = groupShares([
      { source: 'node_modules/react/a.js', bytes: 3, gzipBytes: 2 },
      { source: 'node_modules/react/b.js', bytes: 4, gzipBytes: 3 },
      { source: 'packages/blocks/src/grammar/parse.ts', bytes: 5, gzipBytes: 4 },
    ]);
    expect(groups).toEqual([
      { source: 'react', bytes: 7, gzipBytes: 5 },
      { source: 'blocks/grammar', bytes: 5, gzipBytes: 4 },
    ]);
  });
});
