import { describe, expect, it } from 'vitest';
import { plainStyleValue, previewCard } from './preview-card';

const settings = {
  color: {
    palette: {
      theme: [
        { slug: 'base', name: 'Base', color: '#fafafa' },
        { slug: 'contrast', name: 'Contrast', color: '#111111' },
        { slug: 'accent', name: 'Accent', color: '#2f4bd8' },
        { slug: 'accent-2', name: 'Accent 2', color: '#d9582b' },
        { slug: 'accent-3', name: 'Accent 3', color: '#f3c44b' },
      ],
    },
  },
  typography: {
    fontFamilies: { theme: [{ slug: 'serif', name: 'Serif', fontFamily: 'Georgia, serif' }] },
  },
};

describe('the preview card', () => {
  it('turns preset references into their values, and keeps plain values', () => {
    expect(plainStyleValue(settings, 'var:preset|color|accent')).toBe('#2f4bd8');
    expect(plainStyleValue(settings, 'var:preset|font-family|serif')).toBe('Georgia, serif');
    expect(plainStyleValue(settings, '#123456')).toBe('#123456');
    expect(plainStyleValue(settings, 'var:preset|color|missing')).toBeUndefined();
    expect(plainStyleValue(settings, '')).toBeUndefined();
  });

  it("shows the heading font and colours, and the palette's first four colours", () => {
    const card = previewCard(settings, {
      color: { background: 'var:preset|color|base', text: 'var:preset|color|contrast' },
      elements: { heading: { typography: { fontFamily: 'var:preset|font-family|serif' } } },
    });
    expect(card).toEqual({
      background: '#fafafa',
      text: '#111111',
      headingFont: 'Georgia, serif',
      headingColor: '#111111',
      swatches: ['#fafafa', '#111111', '#2f4bd8', '#d9582b'],
    });
  });
});
