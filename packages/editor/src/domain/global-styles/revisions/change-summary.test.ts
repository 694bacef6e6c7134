import { describe, expect, it } from 'vitest';
import { CHANGE_SUMMARY_LIMIT, changeSummary } from './change-summary';

const EMPTY = { styles: {}, settings: {} };
const titles: Record<string, string> = { 'core/group': 'Group', 'core/button': 'Button' };
const blockTitle = (name: string) => titles[name];

describe('changeSummary', () => {
  it('names nothing when the values are the same, whatever the key order', () => {
    const a = { styles: { color: { text: '#111', background: '#fff' } }, settings: {} };
    const b = { styles: { color: { background: '#fff', text: '#111' } }, settings: {} };
    expect(changeSummary(a, b)).toEqual([]);
  });

  it('names the screens, blocks and elements that changed, each once', () => {
    const next = {
      styles: {
        color: { text: '#111' },
        typography: { fontSize: '18px' },
        spacing: { padding: { top: '1rem' } },
        dimensions: { minHeight: '50vh' },
        css: 'p { margin: 0 }',
        blocks: {
          'core/group': { color: { background: '#eee' } },
          'acme/card': { css: 'color:red' },
        },
        elements: { link: { color: { text: 'blue' } }, h2: { typography: { fontSize: '2rem' } } },
      },
      settings: { layout: { contentSize: '700px' } },
    };
    expect(changeSummary(next, EMPTY, { limit: 20, blockTitle })).toEqual([
      'Colors',
      'Typography',
      'Layout',
      'Additional CSS',
      'Group',
      'acme/card',
      'Links',
      'H2',
    ]);
  });

  it('sees a removal as a change and leaves unchanged branches out', () => {
    const previous = {
      styles: { color: { text: '#111' }, blocks: { 'core/button': { border: { radius: '4px' } } } },
      settings: { color: { palette: { custom: [{ slug: 'a', color: '#000', name: 'A' }] } } },
    };
    const next = {
      styles: { color: { text: '#111' }, blocks: {} },
      settings: { color: { palette: { custom: [] } } },
    };
    expect(changeSummary(next, previous, { blockTitle })).toEqual(['Button', 'Color settings']);
  });

  it('lists at most 7 items', () => {
    expect(CHANGE_SUMMARY_LIMIT).toBe(7);
    const blocks = Object.fromEntries(
      Array.from({ length: 9 }, (_, index) => [`core/b${index}`, { color: { text: 'red' } }]),
    );
    const summary = changeSummary(
      { styles: { color: { text: 'red' }, blocks }, settings: {} },
      EMPTY,
    );
    expect(summary).toEqual(['Colors', 'b0', 'b1', 'b2', 'b3', 'b4', 'b5']);
  });
});
