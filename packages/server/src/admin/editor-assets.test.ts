import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EditorAssetManifest } from './editor-assets.js';

function manifestIn(chunks: Record<string, unknown>): EditorAssetManifest {
  const dist = mkdtempSync(join(tmpdir(), 'atelier-editor-assets-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(chunks));
  return new EditorAssetManifest(dist);
}

const BUILD = {
  'src/main.tsx': {
    file: 'assets/main-1.js',
    isEntry: true,
    imports: ['_Router-1.js'],
    css: ['assets/main-1.css'],
  },
  '_Router-1.js': { file: 'assets/Router-1.js', imports: ['_jsx-1.js'] },
  '_jsx-1.js': { file: 'assets/jsx-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css', 'assets/main-1.css'] },
  'src/screens/a/A.tsx': {
    file: 'assets/A-1.js',
    isDynamicEntry: true,
    imports: ['src/main.tsx', '_jsx-1.js', '_shared-1.js'],
    css: ['assets/A-1.css'],
  },
  'src/screens/a/reads.ts': {
    file: 'assets/reads-1.js',
    isDynamicEntry: true,
    imports: ['_shared-1.js'],
  },
  '_canvas-1.js': { file: 'assets/canvas-1.js', name: 'canvas', imports: ['_shared-1.js'] },
};

/** A build with one stylesheet for everything (`cssCodeSplit: false`) and grouped chunks. */
const GROUPED = {
  'src/main.tsx': {
    file: 'assets/main-2.js',
    name: 'main',
    src: 'src/main.tsx',
    isEntry: true,
    imports: ['_runtime-2.js'],
  },
  '_runtime-2.js': { file: 'assets/runtime-2.js' },
  '_canvas-2.js': {
    file: 'assets/canvas-2.js',
    name: 'canvas',
    imports: ['_runtime-2.js', '_canvas-shared-2.js', 'src/main.tsx'],
  },
  '_canvas-shared-2.js': {
    file: 'assets/canvas-shared-2.js',
    name: 'canvas-shared',
    imports: ['_runtime-2.js', 'src/main.tsx'],
  },
  'style.css': { file: 'assets/style-2.css', src: 'style.css' },
};

describe('EditorAssetManifest', () => {
  it('gives the entry, its stylesheets and the chunks it imports', () => {
    expect(manifestIn(BUILD).load()).toEqual({
      script: '/wp-admin/build/assets/main-1.js',
      styles: ['/wp-admin/build/assets/main-1.css'],
      preloads: ['/wp-admin/build/assets/Router-1.js'],
    });
  });

  it("gives on-demand modules' chunks and stylesheets, each once, without the entry's", () => {
    expect(manifestIn(BUILD).modules(['src/screens/a/A.tsx', 'src/screens/a/reads.ts'])).toEqual({
      preloads: [
        '/wp-admin/build/assets/A-1.js',
        '/wp-admin/build/assets/shared-1.js',
        '/wp-admin/build/assets/reads-1.js',
      ],
      styles: ['/wp-admin/build/assets/A-1.css', '/wp-admin/build/assets/shared-1.css'],
    });
  });

  it('finds a chunk the build groups modules in by its name', () => {
    expect(manifestIn(BUILD).modules(['canvas'])).toEqual({
      preloads: ['/wp-admin/build/assets/canvas-1.js', '/wp-admin/build/assets/shared-1.js'],
      styles: ['/wp-admin/build/assets/shared-1.css'],
    });
  });

  it("gives a build's one stylesheet with the entry, and the grouped canvas without the entry", () => {
    const manifest = manifestIn(GROUPED);
    expect(manifest.load()).toEqual({
      script: '/wp-admin/build/assets/main-2.js',
      styles: ['/wp-admin/build/assets/style-2.css'],
      preloads: ['/wp-admin/build/assets/runtime-2.js'],
    });
    expect(manifest.modules(['canvas'])).toEqual({
      preloads: ['/wp-admin/build/assets/canvas-2.js', '/wp-admin/build/assets/canvas-shared-2.js'],
      styles: [],
    });
  });

  it('skips modules the build does not know, and gives nothing before a build', () => {
    expect(manifestIn(BUILD).modules(['src/gone.tsx'])).toEqual({ styles: [], preloads: [] });
    const unbuilt = new EditorAssetManifest(mkdtempSync(join(tmpdir(), 'atelier-unbuilt-')));
    expect(unbuilt.modules(['src/screens/a/A.tsx'])).toEqual({ styles: [], preloads: [] });
  });
});
