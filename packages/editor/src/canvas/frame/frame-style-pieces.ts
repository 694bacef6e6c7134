import type { SiteStylesheet } from '@atelier/theme-json';

type StylesheetPiece = SiteStylesheet['pieces'][number];

/**
 * The global stylesheet's pieces the canvas frame prints: all of them once the page's first screen
 * has drawn; before that all but the `@font-face` rules. The bundled themes' faces (and any face
 * naming no `font-display`) swap, so the first blocks draw at once in the fallback fonts either
 * way; without the rules the font files (~60 kB for Loom) are not fetched before the first block,
 * and the frame takes the theme's fonts right after, when the rules join.
 */
export function framePieces(
  pieces: readonly StylesheetPiece[],
  firstScreenDrawn: boolean,
): readonly StylesheetPiece[] {
  if (firstScreenDrawn || !pieces.some((piece) => piece.part === 'font-faces')) return pieces;
  return pieces.filter((piece) => piece.part !== 'font-faces');
}
