import type { ThemeJsonSettings } from '@atelier/theme-json';
import { describe, expect, it } from 'vitest';
import {
  BLOCK_DUOTONE_PATH,
  duotoneChoice,
  duotoneGroups,
  duotoneValue,
  filterFeatures,
  GLOBAL_DUOTONE_PATH,
  readDuotone,
  withDuotone,
} from './duotone-options';

const ink = { slug: 'ink', name: 'Ink and paper', colors: ['#111111', '#eeeeee'] };
const grey = { slug: 'grayscale', name: 'Grayscale', colors: ['#000000', '#ffffff'] };
const mine = { slug: 'sea', name: 'Sea', colors: ['#003344', '#aaeeff'] };

function settings(color: Record<string, unknown>): ThemeJsonSettings {
  return { color } as ThemeJsonSettings;
}

describe('duotoneGroups', () => {
  it('lists the theme presets, then the defaults, then the custom ones, with a swatch each', () => {
    const groups = duotoneGroups(
      settings({ duotone: { default: [grey], theme: [ink], custom: [mine] } }),
    );
    expect(groups.map((group) => [group.label, group.options.map((o) => o.name)])).toEqual([
      ['Theme', ['Ink and paper']],
      ['Default', ['Grayscale']],
      ['Custom', ['Sea']],
    ]);
    expect(groups[0]?.options[0]).toEqual({
      slug: 'ink',
      name: 'Ink and paper',
      swatch: 'linear-gradient(135deg, #111111, #eeeeee)',
    });
  });

  it('leaves the defaults out when defaultDuotone is false', () => {
    const groups = duotoneGroups(
      settings({ defaultDuotone: false, duotone: { default: [grey], theme: [ink] } }),
    );
    expect(groups.map((group) => group.label)).toEqual(['Theme']);
  });

  it('skips presets without two colours, names a nameless one by its slug, and is empty without any', () => {
    const groups = duotoneGroups(
      settings({
        duotone: {
          theme: [
            { slug: 'half', colors: ['#000000'] },
            { slug: 'plain', colors: ['#000', '#fff'] },
          ],
        },
      }),
    );
    expect(groups.map((group) => group.options.map((o) => o.name))).toEqual([['plain']]);
    expect(duotoneGroups(undefined)).toEqual([]);
  });
});

describe('duotone values', () => {
  it('reads a preset reference, unset, and nothing else', () => {
    expect(duotoneChoice('var:preset|duotone|ink')).toEqual({ kind: 'preset', slug: 'ink' });
    expect(duotoneChoice('unset')).toEqual({ kind: 'unset' });
    expect(duotoneChoice(['#000000', '#ffffff'])).toBeNull();
    expect(duotoneChoice('var:preset|color|ink')).toBeNull();
    expect(duotoneChoice(undefined)).toBeNull();
  });

  it('writes a choice back as the stored value', () => {
    expect(duotoneValue({ kind: 'preset', slug: 'ink' })).toBe('var:preset|duotone|ink');
    expect(duotoneValue({ kind: 'unset' })).toBe('unset');
    expect(duotoneValue(null)).toBeUndefined();
  });

  it("edits a block's style.color.duotone and a block type's filter.duotone, keeping the rest", () => {
    const block = Object.freeze({ color: Object.freeze({ text: '#222222' }) });
    const picked = withDuotone(block, BLOCK_DUOTONE_PATH, { kind: 'preset', slug: 'ink' });
    expect(picked).toEqual({ color: { text: '#222222', duotone: 'var:preset|duotone|ink' } });
    expect(readDuotone(picked, BLOCK_DUOTONE_PATH)).toEqual({ kind: 'preset', slug: 'ink' });
    expect(withDuotone(picked, BLOCK_DUOTONE_PATH, null)).toEqual(block);

    const global = withDuotone({}, GLOBAL_DUOTONE_PATH, { kind: 'unset' });
    expect(global).toEqual({ filter: { duotone: 'unset' } });
    expect(withDuotone(global, GLOBAL_DUOTONE_PATH, null)).toEqual({});
  });
});

describe('filterFeatures', () => {
  it('offers the duotone only with the filter.duotone support', () => {
    expect(filterFeatures({ filter: { duotone: true } })).toEqual({ duotone: true });
    expect(filterFeatures({ filter: {} })).toEqual({ duotone: false });
    expect(filterFeatures({ color: { text: true } })).toEqual({ duotone: false });
  });
});
