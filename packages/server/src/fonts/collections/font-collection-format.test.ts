import { describe, expect, it } from 'vitest';
import { parseFontCollection } from './font-collection-format.js';

const BASE = '/wp-content/font-collections/demo';

function face(overrides: Record<string, unknown> = {}) {
  return {
    fontFamily: 'Demo Sans',
    fontStyle: 'normal',
    fontWeight: '400',
    src: `${BASE}/files/demo-sans-400-normal.woff2`,
    preview: `${BASE}/previews/demo-sans-400-normal.svg`,
    ...overrides,
  };
}

function family(slug: string, overrides: Record<string, unknown> = {}, faces = [face()]) {
  return {
    font_family_settings: {
      name: 'Demo Sans',
      slug,
      fontFamily: '"Demo Sans", sans-serif',
      preview: `${BASE}/previews/${slug}.svg`,
      fontFace: faces,
      ...overrides,
    },
    categories: ['sans-serif'],
  };
}

function collection(overrides: Record<string, unknown> = {}) {
  return {
    slug: 'demo',
    name: 'Demo fonts',
    description: 'For the tests.',
    categories: [{ name: 'Sans Serif', slug: 'sans-serif' }],
    font_families: [family('demo-sans')],
    ...overrides,
  };
}

function problemsOf(value: unknown): string {
  try {
    parseFontCollection(value);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('The collection was accepted');
}

describe('parseFontCollection', () => {
  it('reads a collection and lists the files it names', () => {
    const parsed = parseFontCollection(collection());
    expect(parsed.collection.font_families[0]?.font_family_settings).toEqual({
      name: 'Demo Sans',
      slug: 'demo-sans',
      fontFamily: '"Demo Sans", sans-serif',
      preview: `${BASE}/previews/demo-sans.svg`,
      fontFace: [face()],
    });
    expect(parsed.files.sort()).toEqual([
      'files/demo-sans-400-normal.woff2',
      'previews/demo-sans-400-normal.svg',
      'previews/demo-sans.svg',
    ]);
  });

  it('takes a variable face whose weight is a range, and faces and families without previews', () => {
    const variable = face({ fontWeight: '100 900', preview: undefined });
    const parsed = parseFontCollection(
      collection({ font_families: [family('demo-sans', { preview: undefined }, [variable])] }),
    );
    expect(parsed.collection.font_families[0]?.font_family_settings.fontFace).toEqual([
      { fontFamily: 'Demo Sans', fontStyle: 'normal', fontWeight: '100 900', src: variable.src },
    ]);
    expect(parsed.files).toEqual(['files/demo-sans-400-normal.woff2']);
  });

  it('refuses repeated family slugs and categories the collection does not have', () => {
    const message = problemsOf(
      collection({
        font_families: [
          family('demo-sans'),
          { ...family('demo-sans'), categories: ['handwriting'] },
        ],
      }),
    );
    expect(message).toContain('font_families[1].font_family_settings.slug "demo-sans" is repeated');
    expect(message).toContain(
      'font_families[1].categories[0] "handwriting" is not a category of the collection',
    );
  });

  it('refuses a family without faces and faces without a style or weight it understands', () => {
    expect(problemsOf(collection({ font_families: [family('demo-sans', {}, [])] }))).toContain(
      'font_families[0].font_family_settings.fontFace must hold at least one face',
    );
    const message = problemsOf(
      collection({
        font_families: [
          family('demo-sans', {}, [face({ fontStyle: 'oblique', fontWeight: 'bold' })]),
        ],
      }),
    );
    expect(message).toContain('fontFace[0].fontStyle must be normal or italic');
    expect(message).toContain('fontFace[0].fontWeight must be a weight or a range');
  });

  it('refuses files outside the collection, in another folder, of another type or with a path', () => {
    const srcs = [
      'https://fonts.example.test/demo.woff2',
      `${BASE}/files/../collection.json`,
      `${BASE}/files/sub/demo.woff2`,
      `${BASE}/previews/demo.woff2`,
      `${BASE}/files/demo.svg`,
      '/wp-content/font-collections/other/files/demo.woff2',
    ];
    for (const src of srcs) {
      expect(
        problemsOf(collection({ font_families: [family('demo-sans', {}, [face({ src })])] })),
      ).toContain(`fontFace[0].src must name a file of ${BASE}/files/`);
    }
  });

  it('refuses slugs not in kebab case and a collection with no families, listing every problem', () => {
    const message = problemsOf(
      collection({ slug: 'Demo Fonts', name: '', font_families: [], categories: 'sans' }),
    );
    expect(message.split('\n')).toEqual([
      'Invalid font collection:',
      '- slug must be in kebab case',
      '- categories must be a list',
      '- font_families must hold at least one family',
      '- name must be a non-empty string',
    ]);
    expect(problemsOf(null)).toContain('the collection must be an object');
  });
});
