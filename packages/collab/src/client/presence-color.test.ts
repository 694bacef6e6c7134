import { describe, expect, it } from 'vitest';
import { PRESENCE_COLORS, presenceColor } from './presence-color';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) =>
    channel(Number.parseInt(hex.slice(start, start + 2), 16)),
  );
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

describe('presence colours', () => {
  it('has about ten distinct colours, each readable under white text (4.5:1)', () => {
    expect(PRESENCE_COLORS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(PRESENCE_COLORS).size).toBe(PRESENCE_COLORS.length);
    for (const color of PRESENCE_COLORS) {
      expect(color).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastWithWhite(color)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives a person the same colour every time, and neighbouring ids different ones', () => {
    expect(presenceColor(7)).toBe(presenceColor(7));
    expect(presenceColor(1)).not.toBe(presenceColor(2));
    expect(presenceColor(2)).not.toBe(presenceColor(3));
    expect(PRESENCE_COLORS).toContain(presenceColor(123456));
  });

  it('answers a palette colour for odd ids too', () => {
    expect(PRESENCE_COLORS).toContain(presenceColor(-4));
    expect(PRESENCE_COLORS).toContain(presenceColor(2.5));
    expect(PRESENCE_COLORS).toContain(presenceColor(Number.NaN));
  });
});
