import { describe, expect, it } from 'vitest';
import { presetNames } from './preset-names';
import { moreChangesLabel, REVISION_DIFF_LIMIT, revisionDiff } from './revision-diff';

const EMPTY = { styles: {}, settings: {} };
const THEME_SETTINGS = {
  color: {
    palette: {
      theme: [
        { slug: 'accent', name: 'Indigo', color: '#2f4bd8' },
        { slug: 'contrast', name: 'Ink', color: '#1c1b22' },
      ],
    },
  },
  typography: { fontSizes: { theme: [{ slug: 'large', name: 'Large', size: '2rem' }] } },
};
const presetName = presetNames([THEME_SETTINGS]);
const blockTitle = (name: string) => ({ 'core/button': 'Button' })[name];

describe('revisionDiff', () => {
  it('lists nothing when the styles and settings are the same, whatever the key order', () => {
    const a = { styles: { color: { text: '#111', background: '#fff' } }, settings: {} };
    const b = { styles: { color: { background: '#fff', text: '#111' } }, settings: {} };
    expect(revisionDiff(a, b)).toEqual({ rows: [], more: 0 });
  });

  it("names a colour by its place and a preset by its name, the slug when it's unknown", () => {
    const revision = { styles: { color: { text: 'var:preset|color|accent' } }, settings: {} };
    const current = { styles: { color: { text: '#aa0000' } }, settings: {} };
    expect(revisionDiff(revision, current, { presetName }).rows).toEqual([
      { where: 'Text › Color', before: 'Indigo', after: '#aa0000' },
    ]);
    const unknown = { styles: { color: { text: 'var(--wp--preset--color--mint)' } }, settings: {} };
    expect(revisionDiff(unknown, current, { presetName }).rows).toEqual([
      { where: 'Text › Color', before: 'mint', after: '#aa0000' },
    ]);
  });

  it('shows what the site shows where one side sets nothing, when the fallback is given', () => {
    const revision = { styles: { typography: { fontSize: '18px' } }, settings: {} };
    const fallback = {
      styles: { typography: { fontSize: 'var:preset|font-size|large' } },
      settings: {},
    };
    expect(revisionDiff(revision, EMPTY, { presetName }).rows).toEqual([
      { where: 'Text › Font size', before: '18px', after: 'not set' },
    ]);
    expect(revisionDiff(revision, EMPTY, { presetName, fallback }).rows).toEqual([
      { where: 'Text › Font size', before: '18px', after: 'Large' },
    ]);
  });

  it('names element and nested block styles, sides of a box, hover states and variations', () => {
    const revision = {
      styles: {
        elements: { heading: { typography: { fontSize: '2rem' } } },
        blocks: {
          'core/button': {
            color: { background: 'var:preset|color|contrast' },
            elements: { link: { ':hover': { color: { text: 'red' } } } },
            variations: { outline: { border: { radius: '4px' } } },
          },
        },
      },
      settings: {},
    };
    const current = {
      styles: {
        spacing: { padding: { top: '1rem' } },
        elements: { heading: { typography: { fontSize: '3rem' } } },
        blocks: { 'core/button': { color: { background: 'var:preset|color|accent' } } },
      },
      settings: {},
    };
    expect(revisionDiff(revision, current, { presetName, blockTitle }).rows).toEqual([
      { where: 'Layout › Padding top', before: 'not set', after: '1rem' },
      { where: 'Headings › Font size', before: '2rem', after: '3rem' },
      { where: 'Button block (Outline) › Radius', before: '4px', after: 'not set' },
      { where: 'Button block › Background', before: 'Ink', after: 'Indigo' },
      { where: 'Button block › Links (hover) › Color', before: 'red', after: 'not set' },
    ]);
  });

  it('lists a palette with a colour added or removed by name, a changed colour with its value', () => {
    const coral = { slug: 'coral', name: 'Coral', color: '#ff7f50' };
    const mint = { slug: 'mint', name: 'Mint', color: '#aaffcc' };
    const palette = (custom: unknown[]) => ({
      styles: {},
      settings: { color: { palette: { custom } } },
    });
    expect(revisionDiff(EMPTY, palette([coral])).rows).toEqual([
      { where: 'Palette › Custom colors', before: 'none', after: 'Coral' },
    ]);
    expect(revisionDiff(palette([coral, mint]), palette([coral])).rows).toEqual([
      { where: 'Palette › Custom colors', before: 'Coral, Mint', after: 'Coral' },
    ]);
    expect(revisionDiff(palette([coral]), palette([{ ...coral, color: '#ff0000' }])).rows).toEqual([
      { where: 'Palette › Custom colors', before: 'Coral (#ff7f50)', after: 'Coral (#ff0000)' },
    ]);
  });

  it('shows Additional CSS on one line, cut short when long', () => {
    const revision = { styles: { css: 'p {\n  margin: 0;\n}' }, settings: {} };
    const long = `.site-header { ${'letter-spacing: 0.1em; '.repeat(6)}}`;
    const [row] = revisionDiff(revision, { styles: { css: long }, settings: {} }).rows;
    expect(row?.where).toBe('Additional CSS');
    expect(row?.before).toBe('p { margin: 0; }');
    expect(row?.after).toHaveLength(60);
    expect(row?.after.endsWith('…')).toBe(true);
  });

  it('lists site-wide styles, then elements, blocks and settings, and counts what it leaves out', () => {
    const current = {
      styles: {
        blocks: { 'core/group': { color: { text: 'red' } } },
        elements: { link: { color: { text: 'blue' } } },
        color: { background: '#fff' },
      },
      settings: { layout: { contentSize: '700px' } },
    };
    expect(revisionDiff(EMPTY, current).rows.map((row) => row.where)).toEqual([
      'Background › Color',
      'Links › Color',
      'group block › Color',
      'Layout › Content width',
    ]);
    const many = Object.fromEntries(
      Array.from({ length: 15 }, (_, index) => [`h${index}`, { color: { text: 'red' } }]),
    );
    const diff = revisionDiff(EMPTY, { styles: { elements: many }, settings: {} });
    expect(diff.rows).toHaveLength(REVISION_DIFF_LIMIT);
    expect(diff.more).toBe(3);
    expect(moreChangesLabel(diff.more)).toBe('and 3 more');
  });
});
