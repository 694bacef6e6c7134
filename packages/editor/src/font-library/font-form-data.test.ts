import { describe, expect, it } from 'vitest';
import { faceFormData, familyFormData, familySettings, fontSlug } from './font-form-data';

describe('font form data', () => {
  it('turns names into kebab-case slugs', () => {
    expect(fontSlug('Source Serif 4')).toBe('source-serif-4');
    expect(fontSlug('IBM Plex Sans')).toBe('ibm-plex-sans');
    expect(fontSlug('Crème Brûlée')).toBe('creme-brulee');
  });

  it('creates a family from its settings without faces, categories or library marks', () => {
    const family = {
      id: 4,
      source: 'custom' as const,
      name: 'Source Serif 4',
      slug: 'Source Serif 4',
      fontFamily: '"Source Serif 4", serif',
      category: ['serif'],
      fontFace: [{ fontFamily: 'Source Serif 4', src: 'a.woff2' }],
    };
    expect(familySettings(family)).toEqual({
      name: 'Source Serif 4',
      slug: 'source-serif-4',
      fontFamily: '"Source Serif 4", serif',
    });
    const form = familyFormData(family);
    expect([...form.keys()]).toEqual(['font_family_settings']);
    expect(JSON.parse(String(form.get('font_family_settings')))).toEqual(familySettings(family));
  });

  it('uploads a face with its files named file-{face}-{file} in src', () => {
    const file = new File(['x'], 'lora-bold.woff2');
    const form = faceFormData({ fontFamily: 'Lora', fontWeight: '700', fontStyle: 'normal', file });
    expect(JSON.parse(String(form.get('font_face_settings')))).toEqual({
      fontFamily: 'Lora',
      fontWeight: '700',
      fontStyle: 'normal',
      src: 'file-0-0',
    });
    const sent = form.get('file-0-0');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('lora-bold.woff2');
  });

  it('names several files of one face in order, and keeps a URL src without files', () => {
    const files = [new File(['a'], 'a.woff2'), new File(['b'], 'b.woff')];
    const form = faceFormData({ fontFamily: 'Lora', file: files }, 2);
    expect(JSON.parse(String(form.get('font_face_settings'))).src).toEqual([
      'file-2-0',
      'file-2-1',
    ]);
    const plain = faceFormData({ fontFamily: 'Lora', src: 'https://example.com/l.woff2' });
    expect(JSON.parse(String(plain.get('font_face_settings'))).src).toBe(
      'https://example.com/l.woff2',
    );
    expect([...plain.keys()]).toEqual(['font_face_settings']);
  });
});
