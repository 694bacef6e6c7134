import { type AnyPreset, getEffectivePresets, type ThemeJson } from '@atelier/theme-json';

/**
 * The font files the editing canvas will ask for first, so the editor page can name them with
 * `<link rel="preload" as="font">` and they load beside the scripts instead of after the canvas's
 * CSS applies: the WOFF2 file of each upright face (italic faces load only where italic text
 * shows) of every font family the merged global styles give the page's text — at the root and on
 * elements (headings, links, buttons, captions…), in the order they are first used. A family set
 * on a block type only (code in a monospace font) loads when such a block shows, so it is not
 * named: a preload the canvas does not use costs the first block its bytes. `stylesheet` is the
 * theme's folder: a theme file (`file:./assets/fonts/x.woff2`) is found where the canvas's
 * `@font-face` rules point, under `/wp-content/themes/{stylesheet}/`.
 */
export function canvasFontPreloads(merged: ThemeJson, stylesheet: string): string[] {
  const families = new Map<string, AnyPreset>();
  for (const preset of getEffectivePresets(merged.settings, 'font-family')) {
    families.set(preset.slug, preset);
  }
  const byValue = new Map<string, AnyPreset>();
  for (const preset of families.values()) {
    if (typeof preset.fontFamily === 'string') byValue.set(preset.fontFamily.trim(), preset);
  }
  const base = `/wp-content/themes/${encodeURIComponent(stylesheet)}/`;
  const urls = new Set<string>();
  const styles = merged.styles ?? {};
  const text = [
    ...usedFontFamilies({ typography: styles.typography }),
    ...usedFontFamilies(styles.elements),
  ];
  for (const value of text) {
    const slug = presetSlug(value);
    const family = slug === undefined ? byValue.get(value.trim()) : families.get(slug);
    for (const src of uprightWoff2Sources(family)) {
      urls.add(src.startsWith('file:./') ? base + src.slice('file:./'.length) : src);
    }
  }
  return [...urls];
}

/** Every `typography.fontFamily` value of a styles tree, depth first in key order. */
function usedFontFamilies(styles: unknown): string[] {
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'typography' && value !== null && typeof value === 'object') {
        const family = (value as Record<string, unknown>).fontFamily;
        if (typeof family === 'string') found.push(family);
      }
      visit(value);
    }
  };
  visit(styles);
  return found;
}

/** `figtree` of `var:preset|font-family|figtree` or `var(--wp--preset--font-family--figtree)`. */
function presetSlug(value: string): string | undefined {
  const text = value.trim();
  return (
    /^var:preset\|font-family\|([a-zA-Z0-9_-]+)$/.exec(text)?.[1] ??
    /^var\(--wp--preset--font-family--([a-zA-Z0-9_-]+)\)$/.exec(text)?.[1]
  );
}

function uprightWoff2Sources(family: AnyPreset | undefined): string[] {
  const faces = Array.isArray(family?.fontFace) ? (family.fontFace as unknown[]) : [];
  const sources: string[] = [];
  for (const face of faces) {
    if (face === null || typeof face !== 'object') continue;
    const { fontStyle, src } = face as { fontStyle?: unknown; src?: unknown };
    if (fontStyle !== undefined && fontStyle !== 'normal') continue;
    const list = Array.isArray(src) ? src : [src];
    const woff2 = list.find(
      (entry): entry is string =>
        typeof entry === 'string' && /\.woff2$/i.test(entry.trim().split(/[?#]/)[0] ?? ''),
    );
    if (woff2) sources.push(woff2.trim());
  }
  return sources;
}
