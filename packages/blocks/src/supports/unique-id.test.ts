import { describe, expect, it } from 'vitest';
import { canonicalJson, uniqueIdFromValues } from './unique-id';

describe('uniqueIdFromValues', () => {
  it('is the prefix and eight hex digits', () => {
    expect(uniqueIdFromValues({ contentSize: '40rem' }, 'wp-container-')).toMatch(
      /^wp-container-[0-9a-f]{8}$/,
    );
    expect(uniqueIdFromValues([])).toMatch(/^[0-9a-f]{8}$/);
  });

  it('gives the same id for the same data, whatever order its keys were written in', () => {
    const first = uniqueIdFromValues({ type: 'flex', gap: '1rem', wrap: ['a', 'b'] }, 'x-');
    const again = uniqueIdFromValues({ wrap: ['a', 'b'], gap: '1rem', type: 'flex' }, 'x-');
    expect(again).toBe(first);
  });

  it('gives different ids for different data', () => {
    const ids = new Set(
      ['40rem', '40rem ', '41rem', '4rem', '400rem', '40REM', '40px'].map((width) =>
        uniqueIdFromValues({ contentSize: width }),
      ),
    );
    expect(ids.size).toBe(7);
    expect(uniqueIdFromValues(['a', 'b'])).not.toBe(uniqueIdFromValues(['b', 'a']));
    expect(uniqueIdFromValues({ a: 1 })).not.toBe(uniqueIdFromValues({ a: '1' }));
  });

  it('keeps its ids from one version to the next (FNV-1a and a final mix, checked against a second implementation)', () => {
    expect(uniqueIdFromValues('{selector}{gap:1rem}', 'wp-container-core-group-is-layout-')).toBe(
      'wp-container-core-group-is-layout-932e387d',
    );
  });

  it('gives a thousand different layouts a thousand different ids', () => {
    const ids = new Set<string>();
    for (let width = 0; width < 1000; width += 1) ids.add(uniqueIdFromValues(`${width}px`));
    expect(ids.size).toBe(1000);
  });
});

describe('canonicalJson', () => {
  it('sorts object keys at every depth and leaves arrays in order', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, 1], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,1]},"b":1}',
    );
  });

  it('leaves out undefined members as JSON does', () => {
    expect(canonicalJson({ a: undefined, b: 'x' })).toBe('{"b":"x"}');
    expect(canonicalJson([undefined, 1])).toBe('[null,1]');
  });
});
