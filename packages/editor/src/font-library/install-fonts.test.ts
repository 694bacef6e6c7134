import { describe, expect, it } from 'vitest';
import type { FontFace, FontFamily } from './font-types';
import {
  type FaceUpload,
  type FontInstallApi,
  FontInstallError,
  type InstalledFamily,
  installFamilies,
} from './install-fonts';

const face = (fontWeight: string, fontStyle = 'normal'): FontFace => ({
  fontFamily: 'Lora',
  fontWeight,
  fontStyle,
  file: new File(['font'], `lora-${fontWeight}-${fontStyle}.woff2`),
});
const lora = (...faces: FontFace[]): FontFamily => ({
  name: 'Lora',
  slug: 'lora',
  fontFamily: 'Lora',
  fontFace: faces,
});

/** A fake server: families by slug, faces it refuses by weight, every call written down. */
function fakeApi({
  existing = [] as InstalledFamily[],
  refuse = new Map<string, FaceUpload>(),
  createFails = '',
} = {}) {
  const families = new Map(existing.map((family) => [family.slug, family]));
  const calls: string[] = [];
  let nextId = 100;
  const api: FontInstallApi = {
    async findFamily(slug) {
      calls.push(`find ${slug}`);
      return families.get(slug) ?? null;
    },
    async createFamily(family) {
      calls.push(`create ${family.slug}`);
      if (createFails !== '') throw new Error(createFails);
      const created: InstalledFamily = { ...family, id: nextId++, fontFace: [] };
      families.set(family.slug, created);
      return created;
    },
    async createFace(familyId, upload) {
      calls.push(`face ${familyId} ${upload.fontWeight} ${upload.fontStyle}`);
      const refused = refuse.get(String(upload.fontWeight));
      if (refused !== undefined) return refused;
      const { file: _file, ...settings } = upload;
      return {
        ok: true,
        face: {
          ...settings,
          src: `/wp-content/fonts/lora-${upload.fontWeight}.woff2`,
          id: nextId++,
        },
      };
    },
    async deleteFamily(familyId) {
      calls.push(`delete ${familyId}`);
      return true;
    },
  };
  return { api, calls };
}

describe('the install flow', () => {
  it('creates a missing family and uploads its faces one at a time', async () => {
    const { api, calls } = fakeApi();
    const outcome = await installFamilies(api, [lora(face('400'), face('700'))]);
    expect(calls).toEqual([
      'find lora',
      'create lora',
      'face 100 400 normal',
      'face 100 700 normal',
    ]);
    expect(outcome.errors).toEqual([]);
    expect(outcome.installed).toHaveLength(1);
    expect(outcome.installed[0]?.id).toBe(100);
    expect(outcome.installed[0]?.fontFace.map((item) => item.src)).toEqual([
      '/wp-content/fonts/lora-400.woff2',
      '/wp-content/fonts/lora-700.woff2',
    ]);
  });

  it('adds to an installed family and skips the faces it already has', async () => {
    const present = {
      fontFamily: 'Lora',
      fontWeight: '400',
      fontStyle: 'normal',
      src: '/f/a.woff2',
      id: 7,
    };
    const { api, calls } = fakeApi({
      existing: [{ ...lora(), id: 5, fontFace: [present] }],
    });
    const outcome = await installFamilies(api, [lora(face('400'), face('700'))]);
    expect(calls).toEqual(['find lora', 'face 5 700 normal']);
    expect(outcome.installed[0]?.fontFace.map((item) => item.fontWeight)).toEqual(['400', '700']);
  });

  it('deletes a new family when none of its faces made it: nothing half-installed', async () => {
    const { api, calls } = fakeApi({
      refuse: new Map([
        ['400', { ok: false, message: 'Error: The font file is not valid.' }],
        ['700', { ok: false, message: 'Error: The font file is not valid.' }],
      ]),
    });
    const outcome = await installFamilies(api, [lora(face('400'), face('700'))]);
    expect(calls.at(-1)).toBe('delete 100');
    expect(outcome.installed).toEqual([]);
    expect(outcome.errors).toEqual(['Error: The font file is not valid.']);
  });

  it('keeps an installed family when an added face fails, and reports the failure', async () => {
    const { api, calls } = fakeApi({
      existing: [{ ...lora(), id: 5, fontFace: [] }],
      refuse: new Map([['700', { ok: false, message: 'Sorry, this file type is not permitted.' }]]),
    });
    const outcome = await installFamilies(api, [lora(face('700'))]);
    expect(calls).not.toContain('delete 5');
    expect(outcome.installed).toEqual([]);
    expect(outcome.errors).toEqual(['Sorry, this file type is not permitted.']);
  });

  it('keeps a new family whose faces partly made it, with those faces only', async () => {
    const { api } = fakeApi({
      refuse: new Map([['700', { ok: false, message: 'Error: too big' }]]),
    });
    const outcome = await installFamilies(api, [lora(face('400'), face('700'))]);
    expect(outcome.installed[0]?.fontFace.map((item) => item.fontWeight)).toEqual(['400']);
    expect(outcome.errors).toEqual(['Error: too big']);
  });

  it('goes on with the next family when one cannot be created', async () => {
    const { api } = fakeApi({ createFails: 'A font family with slug "lora" already exists.' });
    const outcome = await installFamilies(api, [lora(face('400'))]);
    expect(outcome.installed).toEqual([]);
    expect(outcome.errors).toEqual(['A font family with slug "lora" already exists.']);
  });

  it('installs a family without faces as it is', async () => {
    const { api, calls } = fakeApi();
    const outcome = await installFamilies(api, [
      { name: 'System', slug: 'system', fontFamily: 'system-ui' },
    ]);
    expect(calls).toEqual(['find system', 'create system']);
    expect(outcome.installed.map((family) => family.slug)).toEqual(['system']);
  });

  it('throws the spec message with the distinct face messages', () => {
    const error = new FontInstallError(['Error: a', 'Error: b']);
    expect(error.message).toBe('There was an error installing fonts.');
    expect(error.installationErrors).toEqual(['Error: a', 'Error: b']);
  });
});
