/** A colour as red, green, blue (0–255) and alpha (0–1). */
export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

const NAMED_COLORS: Readonly<Record<string, string>> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  yellow: '#ffff00',
  cyan: '#00ffff',
  magenta: '#ff00ff',
  gray: '#808080',
  grey: '#808080',
  orange: '#ffa500',
  purple: '#800080',
  transparent: '#00000000',
};

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

function parseHex(hex: string): Rgba | null {
  if (!/^[\da-f]+$/i.test(hex) || ![3, 4, 6, 8].includes(hex.length)) return null;
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  const channel = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return {
    r: channel(0),
    g: channel(1),
    b: channel(2),
    a: full.length === 8 ? channel(3) / 255 : 1,
  };
}

function parseNumber(part: string, scale: number): number {
  return part.endsWith('%') ? (Number.parseFloat(part) / 100) * scale : Number.parseFloat(part);
}

function hueToRgb(h: number, s: number, l: number): Rgba {
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const segment = (((h % 360) + 360) % 360) / 60;
  const x = chroma * (1 - Math.abs((segment % 2) - 1));
  const table: readonly (readonly [number, number, number])[] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ];
  const [r1, g1, b1] = table[Math.floor(segment) % 6] ?? [0, 0, 0];
  const m = l - chroma / 2;
  return { r: (r1 + m) * 255, g: (g1 + m) * 255, b: (b1 + m) * 255, a: 1 };
}

/**
 * Parses a CSS colour: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`,
 * `hsl()`/`hsla()` (comma or space syntax) and a few named colours. Null when unknown.
 */
export function parseColor(input: string): Rgba | null {
  const text = input.trim().toLowerCase();
  const named = NAMED_COLORS[text];
  if (named !== undefined) return parseColor(named);
  if (text.startsWith('#')) return parseHex(text.slice(1));
  const match = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(text);
  if (match === null) return null;
  const parts = (match[2] ?? '').split(/[\s,/]+/).filter((part) => part !== '');
  if (parts.length < 3) return null;
  const alpha = parts[3] === undefined ? 1 : clamp(parseNumber(parts[3], 1), 0, 1);
  if ((match[1] ?? '').startsWith('rgb')) {
    const [r, g, b] = parts.slice(0, 3).map((part) => clamp(parseNumber(part, 255), 0, 255));
    if (r === undefined || g === undefined || b === undefined) return null;
    return Number.isNaN(r + g + b + alpha) ? null : { r, g, b, a: alpha };
  }
  const hue = Number.parseFloat(parts[0] ?? '');
  const saturation = clamp(Number.parseFloat(parts[1] ?? '') / 100, 0, 1);
  const lightness = clamp(Number.parseFloat(parts[2] ?? '') / 100, 0, 1);
  if (Number.isNaN(hue + saturation + lightness + alpha)) return null;
  return { ...hueToRgb(hue, saturation, lightness), a: alpha };
}
