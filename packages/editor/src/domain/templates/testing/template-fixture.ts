import type { TemplateItem } from '../template-item';

/** A template item for tests: a theme template unless the test says otherwise. */
export function templateFixture(overrides: Partial<TemplateItem> = {}): TemplateItem {
  const slug = overrides.slug ?? 'index';
  return {
    id: `loom//${slug}`,
    type: 'wp_template',
    slug,
    title: slug,
    description: '',
    source: 'theme',
    originalSource: 'theme',
    hasThemeFile: true,
    isCustom: false,
    author: 0,
    authorText: 'Loom',
    modified: '',
    content: '',
    area: '',
    ...overrides,
  };
}
