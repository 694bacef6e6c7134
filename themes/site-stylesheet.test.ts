// The site stylesheet of every bundled theme, alone and with each style variation as the user's
// styles, is byte for byte what the editor canvas and the public site assembled before they shared
// `siteStylesheet` (sha-256 prefix of [css, duotone SVGs, root-padding flag], and the CSS length,
// recorded from the two former copies). A change to the CSS engine that changes these on purpose
// updates the table: last when the core defaults stopped giving the pull quote a border and padding
// (WordPress's come from the block library's CSS), so a theme's own values print on their own.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteStylesheet, type ThemeJson } from '@atelier/theme-json';
import { describe, expect, it } from 'vitest';

const THEMES_DIR = import.meta.dirname;

const RECORDED: Record<string, string> = {
  'loom/(none)': '3d9b20cbdcbb2357 16756',
  'loom/dusk.json': '3af16d0cb7398cb7 16756',
  'loom/meadow.json': '4ae7518a00e453e4 16750',
  'loom/workshop.json': '3ba16f0634449a50 16810',
  'quarry/(none)': 'a8caf7da315b6f80 13584',
  'quarry/oxide.json': 'd229501b3cf5b676 13583',
  'quarry/vellum.json': '55817e34a2fea20b 13590',
};

function readJson(path: string): ThemeJson {
  return JSON.parse(readFileSync(path, 'utf8')) as ThemeJson;
}

function fingerprint(stylesheet: string, theme: ThemeJson, user: ThemeJson): string {
  const result = siteStylesheet({ stylesheet, theme, user });
  const digest = createHash('sha256')
    .update(JSON.stringify([result.css, result.duotoneSvgs, result.rootPaddingAware]))
    .digest('hex');
  return `${digest.slice(0, 16)} ${result.css.length}`;
}

describe('siteStylesheet of the bundled themes', () => {
  for (const stylesheet of ['loom', 'quarry']) {
    const folder = join(THEMES_DIR, stylesheet);
    const variationsDir = join(folder, 'styles');
    // The full variations (styles/*.json); the colour and typography partials in
    // styles/colors and styles/typography are not in the recorded table.
    const variations = existsSync(variationsDir)
      ? readdirSync(variationsDir)
          .filter((name) => name.endsWith('.json'))
          .sort()
      : [];
    for (const variation of [null, ...variations]) {
      const key = `${stylesheet}/${variation ?? '(none)'}`;
      it(`${key} is unchanged`, () => {
        const theme = readJson(join(folder, 'theme.json'));
        const file = variation === null ? null : readJson(join(variationsDir, variation));
        const user: ThemeJson =
          file === null
            ? { version: 3 }
            : { version: 3, styles: file.styles, settings: file.settings };
        expect(fingerprint(stylesheet, theme, user)).toBe(RECORDED[key]);
      });
    }
  }
});
