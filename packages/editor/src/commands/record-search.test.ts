import { describe, expect, it } from 'vitest';
import { RECORD_SOURCES, recordEntries, recordTarget } from './record-search';

const source = (postType: string) => {
  const found = RECORD_SOURCES.find((item) => item.postType === postType);
  if (found === undefined) throw new Error(`No source for ${postType}`);
  return found;
};

describe('RECORD_SOURCES', () => {
  it('finds templates, template parts, pages, patterns and navigation menus', () => {
    expect(RECORD_SOURCES.map((item) => item.typeLabel)).toEqual([
      'Template',
      'Template part',
      'Page',
      'Pattern',
      'Navigation menu',
    ]);
    expect(source('page').query).toEqual({ per_page: -1, status: 'any' });
  });
});

describe('recordEntries', () => {
  it('names each record by its title and opens its screen in the current canvas mode', () => {
    const templates = [
      { id: 'loom//home', title: { raw: 'Blog Home', rendered: 'Blog Home' } },
      { id: 'loom//custom', title: { raw: '', rendered: '' } },
    ];
    expect(recordEntries(source('wp_template'), templates, 'view')).toEqual([
      {
        name: 'core/open-record/wp_template/loom//home',
        title: 'Blog Home',
        typeLabel: 'Template',
        target: { path: '/wp_template/loom//home' },
      },
      {
        name: 'core/open-record/wp_template/loom//custom',
        title: '(no title)',
        typeLabel: 'Template',
        target: { path: '/wp_template/loom//custom' },
      },
    ]);
    const [page] = recordEntries(source('page'), [{ id: 7, title: { rendered: 'About' } }], 'edit');
    expect(page?.target).toEqual({ path: '/page/7', canvas: 'edit' });
    expect(page?.title).toBe('About');
  });

  it('skips a record without an id', () => {
    expect(recordEntries(source('wp_block'), [{ title: 'Lost' }], 'view')).toEqual([]);
  });
});

describe('recordTarget', () => {
  it('opens a menu in the Navigation area', () => {
    expect(recordTarget('wp_navigation', '4', 'view')).toEqual({
      path: '/navigation/wp_navigation/4',
    });
    expect(recordTarget('wp_block', '9', 'view')).toEqual({ path: '/wp_block/9' });
  });
});
