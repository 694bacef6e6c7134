import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import type { FontMetadata } from './font-metadata.js';
import {
  fontFaceKey,
  newFaceSettings,
  newFamilySettings,
  settingsObject,
  updatedFamilySettings,
} from './font-settings.js';

/** The reason a settings check gave, from the error's `data.params`. */
function reason(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) {
      return String(
        (error.data.params as Record<string, string>)?.font_family_settings ??
          (error.data.params as Record<string, string>)?.font_face_settings,
      );
    }
    throw error;
  }
  return 'no error';
}

const LORA_FILE: FontMetadata = { format: 'woff2', family: 'Lora', style: 'italic', weight: '700' };

describe('settingsObject', () => {
  it('reads JSON text or an object, and refuses anything else', () => {
    expect(settingsObject('{"name":"A"}', 'font_family_settings')).toEqual({ name: 'A' });
    expect(settingsObject({ name: 'A' }, 'font_family_settings')).toEqual({ name: 'A' });
    expect(reason(() => settingsObject('[1]', 'font_family_settings'))).toBe(
      'font_family_settings parameter must be a valid JSON string.',
    );
    expect(() => settingsObject(undefined, 'font_family_settings')).toThrow(
      'Missing parameter(s): font_family_settings',
    );
  });
});

describe('newFamilySettings', () => {
  it('cleans the name, kebab-cases the slug and quotes the CSS family', () => {
    expect(
      newFamilySettings({
        name: 'Evil "Quote" </style><script>x</script>',
        slug: 'Evil Quote',
        fontFamily: 'Evil "Quote" </style>, serif',
      }),
    ).toEqual({ name: 'Evil "Quote" x', slug: 'evil-quote', fontFamily: '"Evil Quote", serif' });
  });

  it('needs a name, a slug and a font family, and nothing unknown', () => {
    expect(reason(() => newFamilySettings({ slug: 'a', fontFamily: 'A' }))).toBe(
      'name is a required property of font_family_settings.',
    );
    expect(reason(() => newFamilySettings({ name: 'A', slug: 'a', fontFamily: '""' }))).toBe(
      'font_family_settings[fontFamily] cannot be empty.',
    );
    expect(
      reason(() => newFamilySettings({ name: 'A', slug: 'a', fontFamily: 'A', fontFace: [] })),
    ).toBe('fontFace is not a valid property of Object.');
    expect(
      reason(() =>
        newFamilySettings({ name: 'A', slug: 'a', fontFamily: 'A', preview: 'javascript:x' }),
      ),
    ).toBe('font_family_settings[preview] is not a valid URL.');
  });
});

describe('updatedFamilySettings', () => {
  const current = { name: 'Lora', slug: 'lora', fontFamily: 'Lora' };
  it('replaces what is sent and keeps the slug', () => {
    expect(updatedFamilySettings(current, { name: 'Lora Serif' })).toEqual({
      ...current,
      name: 'Lora Serif',
    });
    expect(reason(() => updatedFamilySettings(current, { slug: 'other' }))).toBe(
      'font_family_settings[slug] cannot be updated.',
    );
  });
});

describe('newFaceSettings', () => {
  const files = new Map([['file-0-0', LORA_FILE]]);

  it('fills family, style and weight from the file and defaults font-display to swap', () => {
    expect(newFaceSettings({ src: 'file-0-0' }, files)).toEqual({
      settings: {
        fontFamily: 'Lora',
        fontStyle: 'italic',
        fontWeight: '700',
        fontDisplay: 'swap',
        src: 'file-0-0',
      },
      fileKeys: ['file-0-0'],
    });
  });

  it('keeps what the client said over the file, and URLs as sources', () => {
    const { settings } = newFaceSettings(
      {
        fontFamily: 'Lora Display',
        fontWeight: 400,
        fontStyle: 'normal',
        fontDisplay: 'block',
        src: ['file-0-0', 'https://fonts.example/lora.woff'],
        unicodeRange: 'U+0000-00FF',
      },
      files,
    );
    expect(settings).toEqual({
      fontFamily: '"Lora Display"',
      fontStyle: 'normal',
      fontWeight: '400',
      fontDisplay: 'block',
      src: ['file-0-0', 'https://fonts.example/lora.woff'],
      unicodeRange: 'U+0000-00FF',
    });
  });

  it('needs every source to be a URL or a sent file, and every sent file used', () => {
    expect(reason(() => newFaceSettings({ fontFamily: 'A', src: 'file-9-9' }, files))).toBe(
      'font_face_settings[src] value "file-9-9" must be a valid URL or file reference.',
    );
    expect(
      reason(() => newFaceSettings({ fontFamily: 'A', src: 'https://x.test/a.woff2' }, files)),
    ).toBe('File file-0-0 must be used in font_face_settings[src].');
    expect(reason(() => newFaceSettings({ src: 'https://x.test/a.woff2' }, new Map()))).toBe(
      'fontFamily is a required property of font_face_settings.',
    );
    expect(
      reason(() =>
        newFaceSettings({ fontFamily: 'A', src: 'file-0-0', fontStyle: 'slanted' }, files),
      ),
    ).toBe('font_face_settings[fontStyle] must be normal, italic or oblique.');
  });
});

describe('fontFaceKey', () => {
  it('is the same for spellings of the same face and differs for another face', () => {
    const base = { fontFamily: '"Lora", serif', src: 'x' };
    expect(fontFaceKey({ ...base, fontWeight: 'bold', fontStyle: 'Italic' })).toBe(
      fontFaceKey({ fontFamily: 'lora', fontWeight: '700', fontStyle: 'italic', src: 'y' }),
    );
    expect(fontFaceKey(base)).toBe('lora;normal;400;normal;U+0-10FFFF');
    expect(fontFaceKey({ ...base, fontStretch: '100%' })).toBe(fontFaceKey(base));
    expect(fontFaceKey({ ...base, unicodeRange: 'U+0-FF' })).not.toBe(fontFaceKey(base));
  });
});
