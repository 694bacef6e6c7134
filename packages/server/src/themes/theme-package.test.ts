import { type Zippable, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readThemePackage, THEME_PACKAGE_LIMITS, themeSlug } from './theme-package.js';

const text = (value: string) => new TextEncoder().encode(value);
const STYLE = '/*\nTheme Name: Loom Copy\nVersion: 1.2\n*/\n';
const INDEX = '<!-- wp:paragraph -->\n<p>Hi</p>\n<!-- /wp:paragraph -->';

function blockTheme(extra: Zippable = {}): Zippable {
  return { 'style.css': text(STYLE), templates: { 'index.html': text(INDEX) }, ...extra };
}

function messageOf(bytes: Uint8Array, limits = THEME_PACKAGE_LIMITS): string {
  const result = readThemePackage(bytes, limits);
  return result.ok ? 'ok' : result.message;
}

describe('readThemePackage', () => {
  it('reads a theme laid out at the zip’s root, as WordPress exports it', () => {
    const result = readThemePackage(zipSync(blockTheme({ 'theme.json': text('{}') })));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.theme.slug).toBe('loom-copy');
    expect(result.theme.header.version).toBe('1.2');
    expect([...result.theme.files.keys()].sort()).toEqual([
      'style.css',
      'templates/index.html',
      'theme.json',
    ]);
    expect(new TextDecoder().decode(result.theme.files.get('templates/index.html'))).toBe(INDEX);
  });

  it('reads a theme wrapped in one folder, and leaves macOS resource folders out', () => {
    const result = readThemePackage(
      zipSync({ 'any-name': blockTheme(), __MACOSX: { '._style.css': text('x') } }),
    );
    expect(result.ok && [...result.theme.files.keys()].sort()).toEqual([
      'style.css',
      'templates/index.html',
    ]);
  });

  it('takes a classic theme (index.php) and a child theme (Template header)', () => {
    expect(messageOf(zipSync({ 'style.css': text(STYLE), 'index.php': text('<?php') }))).toBe('ok');
    expect(
      messageOf(zipSync({ 'style.css': text('/*\nTheme Name: Kid\nTemplate: loom\n*/') })),
    ).toBe('ok');
  });

  it('refuses what is not a zip, by its content', () => {
    expect(messageOf(text('PK but not really a zip file'))).toBe('Incompatible Archive.');
    expect(messageOf(text('<html>not a zip</html>'))).toBe('Incompatible Archive.');
    const zip = zipSync(blockTheme());
    expect(messageOf(zip.subarray(0, zip.length - 30))).toBe('Incompatible Archive.');
  });

  it('refuses a theme without style.css, without a name, or without a template', () => {
    expect(messageOf(zipSync({ templates: { 'index.html': text(INDEX) } }))).toBe(
      'The package could not be installed. The theme is missing the style.css stylesheet.',
    );
    expect(
      messageOf(zipSync({ 'style.css': text('/* Description: x */'), 'index.php': text('<?php') })),
    ).toBe(
      'The package could not be installed. The style.css stylesheet does not contain a valid theme header.',
    );
    expect(messageOf(zipSync({ 'style.css': text(STYLE) }))).toBe(
      'The package could not be installed. Template is missing. Standalone themes need to have a templates/index.html or index.php template file. Child themes need to have a Template header in the style.css stylesheet.',
    );
  });

  it('refuses paths that leave the theme’s folder and symbolic links', () => {
    expect(messageOf(zipSync(blockTheme({ '../evil.php': text('x') })))).toBe(
      "The package could not be installed. The file ../evil.php would be unpacked outside the theme's folder.",
    );
    expect(messageOf(zipSync(blockTheme({ 'a/../../evil.php': text('x') })))).toMatch(
      /a\/\.\.\/\.\.\/evil\.php would be unpacked outside/,
    );
    expect(messageOf(zipSync({ '/etc': { 'cron.d': text('x') } }))).toMatch(/outside/);
    const link = zipSync(
      blockTheme({ 'secret.txt': [text('/etc/passwd'), { os: 3, attrs: 0o120777 << 16 }] }),
    );
    expect(messageOf(link)).toBe(
      'The package could not be installed. The file secret.txt is a symbolic link.',
    );
  });

  it('refuses a zip over the limits: size, unpacked size, number of files', () => {
    const zip = zipSync(blockTheme({ 'big.txt': new Uint8Array(4096) }));
    expect(messageOf(zip, { ...THEME_PACKAGE_LIMITS, maxZipBytes: zip.length - 1 })).toMatch(
      /^The uploaded file is too big/,
    );
    expect(messageOf(zip, { ...THEME_PACKAGE_LIMITS, maxUnpackedBytes: 4096 })).toMatch(
      /files are larger than/,
    );
    expect(messageOf(zip, { ...THEME_PACKAGE_LIMITS, maxFiles: 2 })).toBe(
      'The package could not be installed. The theme has more than 2 files.',
    );
  });
});

describe('themeSlug', () => {
  it('makes a folder name of a theme name, as sanitize_title does', () => {
    expect(themeSlug('Twenty Twenty-Five')).toBe('twenty-twenty-five');
    expect(themeSlug('  Café Déjà Vu! ')).toBe('cafe-deja-vu');
    expect(themeSlug('../..')).toBe('');
  });
});
