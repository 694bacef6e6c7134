import { generateFontFaceCss } from '@atelier/theme-json';
import { useBootstrap } from '../app/BootstrapContext';
import type { FontFamily } from './font-types';

/**
 * `@font-face` rules for the families a tab shows, so their names and variants are drawn in
 * themselves inside the editor's page (the canvas loads activated fonts from its own stylesheet).
 * Theme files (`file:./…`) resolve under the theme's folder, as in the site stylesheet.
 */
export function FontFaceStyles({ families }: { families: readonly FontFamily[] }) {
  const { editorSettings } = useBootstrap();
  const stylesheet = editorSettings.themePreview ?? editorSettings.themeStylesheet;
  const base = `/wp-content/themes/${encodeURIComponent(stylesheet)}/`;
  const css = generateFontFaceCss(
    families.map((family) => ({
      slug: family.slug,
      fontFamily: family.fontFamily,
      fontFace: (family.fontFace ?? []).flatMap((face) =>
        face.src === undefined ? [] : [{ ...face, src: face.src }],
      ),
    })),
    {
      resolveUrl: (src) => (src.startsWith('file:./') ? base + src.slice('file:./'.length) : src),
      defaultFontDisplay: 'swap',
    },
  );
  return css === '' ? null : <style>{css}</style>;
}
