import type { ThemeJson } from '@atelier/theme-json';
import { describe, expect, it } from 'vitest';
import { canvasFontPreloads } from './canvas-font-preloads.js';

const face = (family: string, file: string, fontStyle?: string) => ({
  fontFamily: family,
  fontWeight: '300 900',
  ...(fontStyle ? { fontStyle } : {}),
  src: [`file:./assets/fonts/${file}.woff2`],
});

const settings = {
  typography: {
    fontFamilies: {
      theme: [
        {
          slug: 'figtree',
          name: 'Figtree',
          fontFamily: 'Figtree, sans-serif',
          fontFace: [
            face('Figtree', 'figtree-normal', 'normal'),
            face('Figtree', 'figtree-italic', 'italic'),
          ],
        },
        {
          slug: 'bricolage',
          name: 'Bricolage',
          fontFamily: '"Bricolage Grotesque", sans-serif',
          fontFace: [face('Bricolage Grotesque', 'bricolage')],
        },
        {
          slug: 'mono',
          name: 'Mono',
          fontFamily: 'Mono, monospace',
          fontFace: [{ fontFamily: 'Mono', src: ['file:./assets/fonts/mono.ttf'] }],
        },
        { slug: 'unused', name: 'Unused', fontFamily: 'Unused', fontFace: [face('U', 'unused')] },
        { slug: 'system', name: 'System', fontFamily: 'Georgia, serif' },
      ],
      custom: [
        {
          slug: 'uploaded',
          name: 'Uploaded',
          fontFamily: 'Uploaded',
          fontFace: [
            {
              fontFamily: 'Uploaded',
              src: ['http://localhost/wp-content/fonts/uploaded.woff2', 'x.woff'],
            },
          ],
        },
      ],
    },
  },
};

function merged(styles: ThemeJson['styles']): ThemeJson {
  return { version: 3, settings, styles } as ThemeJson;
}

describe('canvasFontPreloads', () => {
  it("names the upright WOFF2 faces of the families of the page's text, where the canvas finds them", () => {
    const urls = canvasFontPreloads(
      merged({
        typography: { fontFamily: 'var:preset|font-family|figtree' },
        elements: {
          heading: { typography: { fontFamily: 'var(--wp--preset--font-family--bricolage)' } },
          button: {
            typography: { fontFamily: 'var:preset|font-family|figtree' },
            ':hover': { typography: { fontFamily: 'var:preset|font-family|mono' } },
          },
        },
        blocks: {
          'core/code': { typography: { fontFamily: 'var:preset|font-family|unused' } },
          'core/quote': {
            variations: { plain: { typography: { fontFamily: 'var:preset|font-family|system' } } },
          },
        },
      }),
      'loom',
    );
    expect(urls).toEqual([
      '/wp-content/themes/loom/assets/fonts/figtree-normal.woff2',
      '/wp-content/themes/loom/assets/fonts/bricolage.woff2',
    ]);
  });

  it('follows the user styles to an installed font and a family written out in full', () => {
    expect(
      canvasFontPreloads(
        merged({
          typography: { fontFamily: 'var:preset|font-family|uploaded' },
          elements: { h1: { typography: { fontFamily: '"Bricolage Grotesque", sans-serif' } } },
        }),
        'my theme',
      ),
    ).toEqual([
      'http://localhost/wp-content/fonts/uploaded.woff2',
      '/wp-content/themes/my%20theme/assets/fonts/bricolage.woff2',
    ]);
  });

  it('names nothing when the styles use no font family with files', () => {
    expect(canvasFontPreloads(merged({}), 'loom')).toEqual([]);
    expect(
      canvasFontPreloads(
        merged({ typography: { fontFamily: 'var:preset|font-family|missing' } }),
        'loom',
      ),
    ).toEqual([]);
  });
});
