import { createFakeRest } from '../../data/fake-rest';

/** The theme's base styles a Styles test starts from (a small Loom). */
export const THEME_STYLES = {
  settings: {
    appearanceTools: true,
    color: {
      defaultPalette: false,
      defaultGradients: false,
      defaultDuotone: false,
      duotone: [{ slug: 'ink-linen', name: 'Ink and linen', colors: ['#1c1b22', '#faf8f5'] }],
      palette: [
        { slug: 'base', name: 'Linen', color: '#faf8f5' },
        { slug: 'contrast', name: 'Ink', color: '#1c1b22' },
        { slug: 'accent', name: 'Indigo', color: '#2f4bd8' },
        { slug: 'accent-2', name: 'Madder', color: '#d9582b' },
        { slug: 'accent-3', name: 'Weld', color: '#f3c44b' },
        { slug: 'accent-4', name: 'Fern', color: '#2f7d5d' },
      ],
    },
    layout: { contentSize: '680px', wideSize: '1200px' },
    typography: {
      fontFamilies: [{ slug: 'figtree', name: 'Figtree', fontFamily: 'Figtree, sans-serif' }],
    },
  },
  styles: {
    color: { background: 'var:preset|color|base', text: 'var:preset|color|contrast' },
    elements: { h1: { typography: { fontSize: '3rem' } } },
  },
};

/** A fake REST for the Styles area: the active theme, its base styles, the user's record 7. */
export function stylesRest(
  user: Record<string, unknown> = { styles: {}, settings: {} },
  theme: Record<string, unknown> = THEME_STYLES,
) {
  return createFakeRest({
    'GET /wp/v2/themes': () => ({
      body: [
        {
          stylesheet: 'loom',
          _links: {
            'wp:user-global-styles': [{ href: 'http://localhost/wp-json/wp/v2/global-styles/7' }],
          },
        },
      ],
    }),
    'GET /wp/v2/global-styles/themes/loom': () => ({ body: { stylesheet: 'loom', ...theme } }),
    'GET /wp/v2/global-styles/7': () => ({ body: { id: 7, ...user } }),
  });
}
