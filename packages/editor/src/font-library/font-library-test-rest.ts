import { createFakeRest, type FakeHandler } from '../data/fake-rest';

/** An installed family as the server lists it: Lora, regular and bold, id 12. */
export const LORA_RECORD = {
  id: 12,
  font_family_settings: { name: 'Lora', slug: 'lora', fontFamily: 'Lora, serif' },
  _embedded: {
    font_faces: [
      {
        id: 31,
        font_face_settings: {
          fontFamily: 'Lora',
          fontWeight: '400',
          fontStyle: 'normal',
          src: '/wp-content/fonts/lora-400.woff2',
        },
      },
      {
        id: 32,
        font_face_settings: {
          fontFamily: 'Lora',
          fontWeight: '700',
          fontStyle: 'normal',
          src: '/wp-content/fonts/lora-700.woff2',
        },
      },
    ],
  },
};

const face = (family: string, slug: string, weight: string) => ({
  fontFamily: family,
  fontWeight: weight,
  fontStyle: 'normal',
  src: `/wp-content/font-collections/atelier-offline/files/${slug}-${weight}.woff2`,
});

const family = (name: string, slug: string, category: string) => ({
  font_family_settings: {
    name,
    slug,
    fontFamily: `"${name}", serif`,
    fontFace: [face(name, slug, '400'), face(name, slug, '700')],
  },
  categories: [category],
});

/** The offline collection, small: two serif families and a mono one. */
export const OFFLINE_COLLECTION = {
  slug: 'atelier-offline',
  name: 'Atelier Fonts',
  description: 'Fonts that come with Atelier.',
  categories: [
    { slug: 'serif', name: 'Serif' },
    { slug: 'monospace', name: 'Monospace' },
  ],
  font_families: [
    family('Bitter', 'bitter', 'serif'),
    family('Lora', 'lora', 'serif'),
    family('Space Mono', 'space-mono', 'monospace'),
  ],
};

/**
 * A fake REST for the font library: the active theme (Figtree), the user's styles record 7,
 * the installed families and the offline collection; `extra` adds or replaces handlers.
 */
export function fontLibraryRest(
  user: Record<string, unknown> = { styles: {}, settings: {} },
  extra: Record<string, FakeHandler> = {},
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
    'GET /wp/v2/global-styles/themes/loom': () => ({
      body: {
        stylesheet: 'loom',
        settings: {
          typography: {
            fontFamilies: [{ slug: 'figtree', name: 'Figtree', fontFamily: 'Figtree, sans-serif' }],
          },
        },
        styles: {},
      },
    }),
    'GET /wp/v2/global-styles/7': () => ({ body: { id: 7, ...user } }),
    'POST /wp/v2/global-styles/7': (request) => ({
      body: { id: 7, ...user, ...(request.body as Record<string, unknown>) },
    }),
    'GET /wp/v2/font-families': () => ({ body: [LORA_RECORD] }),
    'GET /wp/v2/font-collections': () => ({
      body: [
        {
          slug: OFFLINE_COLLECTION.slug,
          name: OFFLINE_COLLECTION.name,
          description: OFFLINE_COLLECTION.description,
        },
      ],
    }),
    'GET /wp/v2/font-collections/atelier-offline': () => ({ body: OFFLINE_COLLECTION }),
    ...extra,
  });
}
