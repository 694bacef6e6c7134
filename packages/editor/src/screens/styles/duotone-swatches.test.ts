import { describe, expect, it } from 'vitest';
import { duotoneSwatches } from './duotone-swatches';

describe('duotoneSwatches', () => {
  it('shows each duotone filter as a gradient of its colours, theme first', () => {
    const settings = {
      color: {
        defaultDuotone: true,
        duotone: {
          default: [{ slug: 'grey', name: 'Grey', colors: ['#000', '#fff'] }],
          theme: [{ slug: 'ink-linen', name: 'Ink and linen', colors: ['#1c1b22', '#faf8f5'] }],
        },
      },
    };
    expect(duotoneSwatches(settings)).toEqual([
      {
        slug: 'ink-linen',
        name: 'Ink and linen',
        background: 'linear-gradient(135deg, #1c1b22, #faf8f5)',
      },
      { slug: 'grey', name: 'Grey', background: 'linear-gradient(135deg, #000, #fff)' },
    ]);
  });

  it('leaves out filters without colours, and the defaults when the theme turns them off', () => {
    const settings = {
      color: {
        defaultDuotone: false,
        duotone: {
          default: [{ slug: 'grey', colors: ['#000', '#fff'] }],
          theme: [{ slug: 'broken', colors: 'red' }],
        },
      },
    };
    expect(duotoneSwatches(settings)).toEqual([]);
  });
});
