// The site stylesheet of every bundled theme, alone and with each style variation as the user's
// styles, is byte for byte what the editor canvas and the public site assembled before they shared
// `siteStylesheet` (sha-256 prefix of [css, duotone SVGs, root-padding flag], and the CSS length,
// recorded from the two former copies). A change to the CSS engine that changes these on purpose
// updates the table.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteStylesheet, type ThemeJson } from '@atelier/theme-json';
import { describe, expect, it } from 'vitest';

const THEMES_DIR = import.meta.dirname;

const RECORDED: Record<string, string> = {
  'loom/(none)': 'b61dc01f1a154270 16914',
  'loom/dusk.json': '632083ca7885ed58 16914',
  'loom/meadow.json': '6038e6b14848173d 16908',
  'loom/workshop.json': 'f063df526481e969 16968',
  'quarry/(none)': 'fc2eccc04f980eab 13621',
  'quarry/oxide.json': 'bfc60616532694ce 13620',
  'quarry/vellum.json': '5332df0fb172ab00 13627',
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
