import { describe, expect, it } from 'vitest';
import {
  isTemplateRemovable,
  isTemplateRenamable,
  isTemplateRevertable,
} from './template-eligibility';
import { templateFixture as t } from './testing/template-fixture';

const themeTemplate = t({ slug: 'home' });
const customised = t({ slug: 'home', source: 'custom' });
const madeInEditor = t({
  slug: 'wp-custom-template-wide',
  source: 'custom',
  hasThemeFile: false,
  isCustom: true,
});
const userHierarchy = t({ slug: 'tag', source: 'custom', hasThemeFile: false });
const themePart = t({ type: 'wp_template_part', slug: 'header', area: 'header' });
const userPart = t({
  type: 'wp_template_part',
  slug: 'promo',
  source: 'custom',
  hasThemeFile: false,
});

describe('template action eligibility (spec 1 §4.3, spec 2 §5)', () => {
  it('deletes only what has no theme file and was made by the user', () => {
    expect(isTemplateRemovable(themeTemplate)).toBe(false);
    expect(isTemplateRemovable(customised)).toBe(false);
    expect(isTemplateRemovable(madeInEditor)).toBe(true);
    expect(isTemplateRemovable(userHierarchy)).toBe(true);
    expect(isTemplateRemovable(themePart)).toBe(false);
    expect(isTemplateRemovable(userPart)).toBe(true);
  });

  it('renames custom templates and user parts only', () => {
    expect(isTemplateRenamable(madeInEditor)).toBe(true);
    expect(isTemplateRenamable(userHierarchy)).toBe(false);
    expect(isTemplateRenamable(customised)).toBe(false);
    expect(isTemplateRenamable(userPart)).toBe(true);
    expect(isTemplateRenamable(themePart)).toBe(false);
  });

  it('clears customizations only of a customised theme file', () => {
    expect(isTemplateRevertable(customised)).toBe(true);
    expect(isTemplateRevertable(themeTemplate)).toBe(false);
    expect(isTemplateRevertable(madeInEditor)).toBe(false);
    expect(isTemplateRevertable({ ...themePart, source: 'custom' })).toBe(true);
  });
});
