import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../config.js';
import { toWordPressMarkup } from '../export/wordpress-markup.js';
import { ThemeDirectory } from './theme-directory.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function writeTheme(root: string, slug: string, name: string, index = '<p>x</p>') {
  const put = (path: string, text: string) => {
    mkdirSync(dirname(join(root, slug, path)), { recursive: true });
    writeFileSync(join(root, slug, path), text);
  };
  put('style.css', `/*\nTheme Name: ${name}\n*/`);
  put('templates/index.html', index);
}

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'atelier-themes-'));
  folders.push(folder);
  return folder;
}

describe('ThemeDirectory with uploaded themes', () => {
  it('lists bundled and uploaded themes; an uploaded theme takes a bundled one’s place', () => {
    const bundled = tempFolder();
    const uploads = join(tempFolder(), 'themes');
    writeTheme(bundled, 'loom', 'Loom');
    writeTheme(bundled, 'plain', 'Plain');
    const themes = new ThemeDirectory(bundled, uploads);
    expect(themes.roots()).toEqual([uploads, bundled]);
    expect(themes.list().map((t) => t.stylesheet)).toEqual(['loom', 'plain']);

    writeTheme(uploads, 'loom', 'Loom', '<p>uploaded</p>');
    writeTheme(uploads, 'extra', 'Extra');
    mkdirSync(join(uploads, '.upgrade', 'abc'), { recursive: true });
    const before = themes.get('loom');
    expect(before && themes.filesOf(before).template('wp_template', 'index')?.content).toBe(
      '<p>x</p>',
    );
    // Not seen until reloaded (an install reloads).
    expect(themes.get('extra')).toBeUndefined();
    themes.reload('loom');
    expect(themes.list().map((t) => t.stylesheet)).toEqual(['extra', 'loom', 'plain']);
    const loom = themes.get('loom');
    expect(loom?.dir).toBe(join(uploads, 'loom'));
    expect(loom && themes.isBundled(loom)).toBe(false);
    const plain = themes.get('plain');
    expect(plain && themes.isBundled(plain)).toBe(true);
    expect(loom && themes.filesOf(loom).template('wp_template', 'index')?.content).toBe(
      '<p>uploaded</p>',
    );
  });
});

describe('bundled themes', () => {
  it('use only block markup WordPress reads as it is (layout types, template parts)', () => {
    const root = join(repositoryRoot, 'themes');
    const changed: string[] = [];
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) visit(path);
        else if (/\.(html|php)$/.test(entry.name)) {
          const text = readFileSync(path, 'utf8');
          if (toWordPressMarkup(text) !== text) changed.push(path.slice(root.length + 1));
        }
      }
    };
    visit(root);
    expect(changed).toEqual([]);
  });
});
