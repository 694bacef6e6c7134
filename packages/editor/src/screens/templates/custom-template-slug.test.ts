import { describe, expect, it } from 'vitest';
import { customTemplateName, customTemplateSlug } from './custom-template-slug';

describe('custom generic template name and slug (spec 1 §5)', () => {
  it("names an unnamed template 'Custom Template'", () => {
    expect(customTemplateName('')).toBe('Custom Template');
    expect(customTemplateName('   ')).toBe('Custom Template');
    expect(customTemplateSlug('')).toBe('wp-custom-template-custom-template');
  });

  it('lowercases the name and puts dashes between words', () => {
    expect(customTemplateName('  Full Width ')).toBe('Full Width');
    expect(customTemplateSlug('Full Width')).toBe('wp-custom-template-full-width');
    expect(customTemplateSlug('Landing  page_v2')).toBe('wp-custom-template-landing-page-v2');
  });

  it('drops what a slug cannot hold', () => {
    expect(customTemplateSlug('Café & Bar!')).toBe('wp-custom-template-cafe-bar');
    expect(customTemplateSlug('***')).toBe('wp-custom-template-custom-template');
  });
});
