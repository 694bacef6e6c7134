import { describe, expect, it } from 'vitest';
import { tabForSelection } from './sidebar-tab';

describe('tabForSelection', () => {
  it('a selected block opens the Block tab of a template or part', () => {
    expect(tabForSelection(true, 'wp_template')).toBe('block');
    expect(tabForSelection(true, 'wp_template_part')).toBe('block');
  });
  it('editing a page keeps the page tab', () => {
    expect(tabForSelection(true, 'page')).toBe('document');
  });
  it('no selection shows the document tab', () => {
    expect(tabForSelection(false, 'wp_template')).toBe('document');
  });
});
