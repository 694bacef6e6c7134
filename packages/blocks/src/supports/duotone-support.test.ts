import { SITE_DUOTONE_SELECTORS } from '@atelier/theme-json';
import { describe, expect, it } from 'vitest';
import { createCoreRegistry } from '../library/core-blocks';

const registry = createCoreRegistry();
const withDuotone = registry.all().filter((type) => type.supports?.filter?.duotone === true);

describe('the filter.duotone support', () => {
  it('is on the image, cover, featured image and site logo blocks', () => {
    expect(withDuotone.map((type) => type.name).sort()).toEqual([
      'core/cover',
      'core/image',
      'core/post-featured-image',
      'core/site-logo',
    ]);
  });

  it("names each one's media selector, the one the site stylesheet puts the filter on", () => {
    for (const type of withDuotone) {
      expect(type.selectors?.filter?.duotone).toBe(SITE_DUOTONE_SELECTORS[type.name]);
    }
    expect(Object.keys(SITE_DUOTONE_SELECTORS).sort()).toEqual(
      withDuotone.map((type) => type.name).sort(),
    );
  });
});
