// The styles engine remembers what it wrote for theme data it has seen (value checks, slugs, the
// declarations of each style node), so the editor's next build after a styles edit reuses the
// theme's untouched nodes. Every build must still print what a build that remembers nothing
// prints: here each bundled theme, with each of its style variations and a user record as the
// user's styles, edited a few times over the same theme object, is compared with a build of the
// same data in a fresh copy of the engine (nothing remembered).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as engine from '@atelier/theme-json';
import { describe, expect, it, vi } from 'vitest';

type ThemeJson = engine.ThemeJson;

const THEMES_DIR = import.meta.dirname;

function readJson(path: string): ThemeJson {
  return JSON.parse(readFileSync(path, 'utf8')) as ThemeJson;
}

/** A user record as the Styles screen writes one: block colours, a ref, fluid type, custom CSS. */
const USER_RECORD: ThemeJson = {
  version: 3,
  settings: {
    typography: { fluid: { minFontSize: '15px' } },
    color: { palette: [{ slug: 'ink', name: 'Ink', color: '#102030' }] },
  },
  styles: {
    color: { text: 'var:preset|color|ink' },
    elements: { link: { color: { text: { ref: 'styles.color.text' } } } },
    blocks: {
      'core/quote': { border: { left: { width: '3px', color: '#102030' } } },
      'core/heading': { typography: { fontSize: '2.5rem' }, css: '& em { color: red; }' },
    },
  },
};

/** The user's styles edited the way a person would, one step at a time (new objects each time). */
function edits(user: ThemeJson): ThemeJson[] {
  const styles = user.styles ?? {};
  const recoloured: ThemeJson = {
    ...user,
    styles: { ...styles, color: { ...styles.color, background: '#fafafa' } },
  };
  const resized: ThemeJson = {
    ...recoloured,
    settings: { ...recoloured.settings, typography: { fluid: false } },
  };
  const buttons: ThemeJson = {
    ...resized,
    styles: {
      ...resized.styles,
      blocks: { ...resized.styles?.blocks, 'core/button': { color: { background: '#333333' } } },
    },
  };
  return [user, recoloured, resized, buttons, recoloured, user];
}

function cases(): { name: string; stylesheet: string; users: ThemeJson[] }[] {
  const list: { name: string; stylesheet: string; users: ThemeJson[] }[] = [];
  for (const stylesheet of ['loom', 'quarry']) {
    const variationsDir = join(THEMES_DIR, stylesheet, 'styles');
    const variations = readdirSync(variationsDir)
      .filter((name) => name.endsWith('.json'))
      .sort();
    const users: ThemeJson[] = [{ version: 3 }, USER_RECORD];
    for (const name of variations) {
      const file = readJson(join(variationsDir, name));
      users.push({ version: 3, styles: file.styles, settings: file.settings });
    }
    list.push({ name: stylesheet, stylesheet, users });
  }
  return list;
}

/** The engine in a fresh module graph: nothing remembered from the builds before. */
async function freshEngine(): Promise<typeof engine> {
  vi.resetModules();
  return import('@atelier/theme-json');
}

describe('siteStylesheet with and without remembered theme data', () => {
  for (const { name, stylesheet, users } of cases()) {
    it(`${name}: every build equals a build that remembers nothing`, {
      timeout: 120_000,
    }, async () => {
      const theme = readJson(join(THEMES_DIR, stylesheet, 'theme.json'));
      const steps = users.flatMap(edits);
      const unremembered: engine.SiteStylesheet[] = [];
      for (const user of steps) {
        const fresh = await freshEngine();
        expect(fresh.siteStylesheet).not.toBe(engine.siteStylesheet);
        unremembered.push(fresh.siteStylesheet(structuredClone({ stylesheet, theme, user })));
      }
      // Two rounds over the same theme object: the second finds every node remembered.
      for (const round of [1, 2]) {
        for (const [index, user] of steps.entries()) {
          const remembered = engine.siteStylesheet({ stylesheet, theme, user });
          const expected = unremembered[index];
          expect(remembered.pieces, `round ${round}, step ${index}`).toEqual(expected?.pieces);
          expect(remembered.css).toBe(expected?.css);
          expect(remembered.duotoneSvgs).toBe(expected?.duotoneSvgs);
          expect(remembered.rootPaddingAware).toBe(expected?.rootPaddingAware);
        }
      }
    });
  }
});
