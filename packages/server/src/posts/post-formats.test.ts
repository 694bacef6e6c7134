import { describe, expect, it } from 'vitest';
import { postFormat, withPostFormat } from './post-formats.js';
import { META_KEYS } from './post-meta.js';

describe('post formats', () => {
  it('reads standard when the meta holds no format, or one WordPress does not know', () => {
    expect(postFormat({})).toBe('standard');
    expect(postFormat({ [META_KEYS.format]: 'poem' })).toBe('standard');
    expect(postFormat({ [META_KEYS.format]: 'quote' })).toBe('quote');
  });

  it('stores only formats other than standard, leaving the other meta as it was', () => {
    const meta = Object.freeze({ footnotes: '[]' });
    const aside = withPostFormat(meta, 'aside');
    expect(aside).toEqual({ footnotes: '[]', [META_KEYS.format]: 'aside' });
    expect(withPostFormat(aside, 'standard')).toEqual({ footnotes: '[]' });
  });
});
