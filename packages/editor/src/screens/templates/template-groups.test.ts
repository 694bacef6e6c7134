import { describe, expect, it } from 'vitest';
import { templateFixture as t } from '../../domain/templates/testing/template-fixture';
import { groupTemplates } from './template-groups';

describe('groupTemplates', () => {
  it('lists hierarchy templates in the conventional order, others after them by title', () => {
    const groups = groupTemplates([
      t({ slug: '404', title: 'Page: 404' }),
      t({ slug: 'index', title: 'Index' }),
      t({ slug: 'page-about', title: 'Page: About' }),
      t({ slug: 'front-page', title: 'Front Page' }),
      t({ slug: 'archive', title: 'All Archives' }),
      t({ slug: 'home', title: 'Blog Home' }),
      t({ slug: 'category-news', title: 'Category: News' }),
    ]);
    expect(groups.map((group) => group.id)).toEqual(['hierarchy']);
    expect(groups[0]?.items.map((item) => item.slug)).toEqual([
      'front-page',
      'home',
      'index',
      'archive',
      '404',
      'category-news',
      'page-about',
    ]);
  });

  it("puts custom templates in 'Custom' and plugin templates in one group per author", () => {
    const groups = groupTemplates([
      t({ slug: 'wp-custom-template-wide', title: 'wide', isCustom: true, source: 'custom' }),
      t({ slug: 'index', title: 'Index' }),
      t({ slug: 'shop', title: 'Shop', originalSource: 'plugin', authorText: 'Woo' }),
      t({ slug: 'Ads', title: 'Ads', originalSource: 'plugin', authorText: 'Ads Plugin' }),
      t({ slug: 'wp-custom-template-b', title: 'Banner', isCustom: true, source: 'custom' }),
      t({ slug: 'cart', title: 'Cart', originalSource: 'plugin', authorText: 'Woo' }),
    ]);
    expect(groups.map((group) => [group.id, group.label])).toEqual([
      ['hierarchy', ''],
      ['custom', 'Custom'],
      ['plugin:Ads Plugin', 'Ads Plugin'],
      ['plugin:Woo', 'Woo'],
    ]);
    expect(groups[1]?.items.map((item) => item.title)).toEqual(['Banner', 'wide']);
    expect(groups[3]?.items.map((item) => item.title)).toEqual(['Cart', 'Shop']);
  });

  it('returns no group for no templates', () => {
    expect(groupTemplates([])).toEqual([]);
  });
});
