import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quoteFontFamilyName } from '@atelier/theme-json';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.js';
import { loadFontCollection } from './font-collection-loader.js';
import { FontCollectionRegistry } from './font-collection-registry.js';

const OFFLINE_DIR = readConfig({}).fontCollectionsDir;
const CATEGORY_SLUGS = ['sans-serif', 'serif', 'display', 'monospace', 'handwriting'];

function folderBytes(dir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += statSync(join(dir, file)).size;
  return total;
}

describe('the offline collection Atelier ships', () => {
  const loaded = loadFontCollection(OFFLINE_DIR);
  const families = loaded.collection.font_families;

  it('holds at least 40 families across the five categories, each in known categories', () => {
    expect(loaded.collection.slug).toBe('atelier-offline');
    expect(families.length).toBeGreaterThanOrEqual(40);
    expect(loaded.collection.categories.map((c) => c.slug)).toEqual(CATEGORY_SLUGS);
    for (const slug of CATEGORY_SLUGS) {
      expect(families.filter((f) => f.categories.includes(slug)).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('gives every family a unique kebab-case slug and a CSS family quoted by the CSS rule', () => {
    const slugs = families.map((f) => f.font_family_settings.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const { font_family_settings: settings } of families) {
      expect(settings.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(settings.fontFamily.startsWith(`${quoteFontFamilyName(settings.name)}, `)).toBe(true);
    }
    const openSans = families.find((f) => f.font_family_settings.slug === 'open-sans');
    expect(openSans?.font_family_settings.fontFamily).toBe('"Open Sans", sans-serif');
  });

  it('gives every family a regular face whose file is a WOFF2 font, and SVG previews', () => {
    for (const { font_family_settings: settings } of families) {
      const faces = settings.fontFace ?? [];
      expect(faces.length, settings.name).toBeGreaterThanOrEqual(1);
      expect(
        faces.some((f) => f.fontStyle === 'normal'),
        settings.name,
      ).toBe(true);
      for (const face of faces) {
        expect(face.fontFamily).toBe(settings.name);
        const file = String(face.src).split('/atelier-offline/')[1] ?? '';
        const path = loaded.files.get(file);
        expect(path, String(face.src)).toBeDefined();
        expect(
          readFileSync(path ?? '')
            .subarray(0, 4)
            .toString('latin1'),
        ).toBe('wOF2');
      }
      const preview = loaded.files.get(
        String(settings.preview).split('/atelier-offline/')[1] ?? '',
      );
      expect(readFileSync(preview ?? '', 'utf8')).toMatch(
        new RegExp(`^<svg [^>]*role="img"><title>${settings.name}</title><path d="M`),
      );
    }
  });

  it('ships the licence of every family, each listed in LICENSES.md, and stays under 8 MB', () => {
    const listing = readFileSync(join(OFFLINE_DIR, 'LICENSES.md'), 'utf8');
    for (const { font_family_settings: settings } of families) {
      const row = listing.split('\n').find((line) => line.startsWith(`| ${settings.name} |`));
      expect(row, settings.name).toMatch(
        /\| (OFL-1\.1|Apache-2\.0) \| `@fontsource\/[a-z0-9-]+@\d/,
      );
      const licence = readFileSync(join(OFFLINE_DIR, 'licences', `${settings.slug}.txt`), 'utf8');
      expect(licence).toMatch(/Open Font License|Apache License/);
    }
    expect(folderBytes(OFFLINE_DIR, loaded.files.keys())).toBeLessThan(8 * 1024 * 1024);
  });
});

describe('loadFontCollection on a broken folder', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A folder with the offline collection's JSON and an empty stand-in for each file it names. */
  function standInOfOffline(): string {
    dir = mkdtempSync(join(tmpdir(), 'atelier-collection-'));
    cpSync(join(OFFLINE_DIR, 'collection.json'), join(dir, 'collection.json'));
    mkdirSync(join(dir, 'files'));
    mkdirSync(join(dir, 'previews'));
    for (const file of loadFontCollection(OFFLINE_DIR).files.keys()) {
      writeFileSync(join(dir, file), '');
    }
    return dir;
  }

  it('names the files the JSON lists that are not there', () => {
    const copy = standInOfOffline();
    expect(loadFontCollection(copy).files.size).toBeGreaterThan(100);
    rmSync(join(copy, 'files', 'lora-latin-700-italic.woff2'));
    rmSync(join(copy, 'previews', 'inter.svg'));
    expect(() => loadFontCollection(copy)).toThrow(
      /missing files:\n- (files\/lora-latin-700-italic\.woff2\n- previews\/inter\.svg|previews\/inter\.svg\n- files\/lora-latin-700-italic\.woff2)/,
    );
  });

  it('reports unreadable JSON and invalid collections with the file they come from', () => {
    dir = mkdtempSync(join(tmpdir(), 'atelier-collection-'));
    writeFileSync(join(dir, 'collection.json'), '{"slug": ');
    expect(() => loadFontCollection(dir)).toThrow(`${join(dir, 'collection.json')}: `);
    writeFileSync(join(dir, 'collection.json'), JSON.stringify({ slug: 'x', name: 'X' }));
    expect(() => loadFontCollection(dir)).toThrow('font_families must hold at least one family');
  });

  it('does not take a folder named in place of a file', () => {
    const copy = standInOfOffline();
    rmSync(join(copy, 'previews', 'inter.svg'));
    mkdirSync(join(copy, 'previews', 'inter.svg'));
    expect(() => loadFontCollection(copy)).toThrow('previews/inter.svg');
  });
});

describe('FontCollectionRegistry', () => {
  it('finds collections and their files by slug, and refuses two with one slug', () => {
    const registry = new FontCollectionRegistry([OFFLINE_DIR]);
    expect(registry.list().map((c) => c.slug)).toEqual(['atelier-offline']);
    expect(registry.get('atelier-offline')?.name).toBe('Atelier Fonts');
    expect(registry.get('google-fonts')).toBeUndefined();
    expect(registry.filePath('atelier-offline', 'files/inter-latin-400-normal.woff2')).toBe(
      join(OFFLINE_DIR, 'files', 'inter-latin-400-normal.woff2'),
    );
    expect(registry.filePath('atelier-offline', 'collection.json')).toBeUndefined();
    expect(registry.filePath('atelier-offline', 'files/../collection.json')).toBeUndefined();
    expect(() => new FontCollectionRegistry([OFFLINE_DIR, OFFLINE_DIR]).list()).toThrow(
      'Two font collections have the slug "atelier-offline"',
    );
  });
});
