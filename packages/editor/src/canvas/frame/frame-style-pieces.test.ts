import type { SiteStylesheet } from '@atelier/theme-json';
import { describe, expect, it } from 'vitest';
import { framePieces } from './frame-style-pieces';

type StylesheetPiece = SiteStylesheet['pieces'][number];

const PIECES: readonly StylesheetPiece[] = Object.freeze([
  { part: 'variables', name: 'variables', css: 'body{--x:1}' },
  { part: 'font-faces', name: 'font-faces', css: '@font-face{font-family:Figtree}' },
  { part: 'styles', name: 'styles-root', css: 'body{font-family:Figtree}' },
]);

describe('framePieces', () => {
  it('leaves the @font-face rules out until the first screen has drawn', () => {
    expect(framePieces(PIECES, false).map((piece) => piece.name)).toEqual([
      'variables',
      'styles-root',
    ]);
  });

  it('prints every piece, in order, once the first screen has drawn', () => {
    expect(framePieces(PIECES, true)).toBe(PIECES);
  });

  it('keeps the same list when there are no @font-face rules to hold', () => {
    const none = PIECES.filter((piece) => piece.part !== 'font-faces');
    expect(framePieces(none, false)).toBe(none);
  });
});
