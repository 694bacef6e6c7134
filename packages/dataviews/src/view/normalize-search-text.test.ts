import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './normalize-search-text';

describe('normalizeSearchText', () => {
  it('lower-cases and strips accents', () => {
    expect(normalizeSearchText('Ça Été Über Ñandú')).toBe('ca ete uber nandu');
  });
});
