import { siteStylesheet, type ThemeJson } from '@atelier/theme-json';
import { describe, expect, it } from 'vitest';
import { primedSiteStylesheet, readPrimedStylesheet } from './primed-stylesheet';

const THEME: ThemeJson = {
  version: 3,
  settings: {
    useRootPaddingAwareAlignments: true,
    color: { palette: [{ slug: 'ink', name: 'Ink', color: '#112233' }] },
    layout: { contentSize: '640px' },
  },
  styles: { color: { text: 'var(--wp--preset--color--ink)' } },
};
const USER: ThemeJson = { version: 3, settings: {}, styles: { color: { background: '#fefefe' } } };

const primedFor = (user: ThemeJson) => {
  const sheet = siteStylesheet({ stylesheet: 'loom', theme: THEME, user });
  return { stylesheet: 'loom', user, pieces: sheet.pieces, duotoneSvgs: sheet.duotoneSvgs };
};

describe('readPrimedStylesheet', () => {
  it('reads what the server wrote, and nothing from a missing or damaged element', () => {
    const primed = primedFor(USER);
    expect(readPrimedStylesheet(JSON.stringify(primed))).toEqual(primed);
    expect(readPrimedStylesheet(undefined)).toBeNull();
    expect(readPrimedStylesheet('')).toBeNull();
    expect(readPrimedStylesheet('{"stylesheet":')).toBeNull();
    expect(readPrimedStylesheet(JSON.stringify({ ...primed, pieces: [{ css: 1 }] }))).toBeNull();
    expect(readPrimedStylesheet(JSON.stringify({ ...primed, user: null }))).toBeNull();
  });
});

describe('primedSiteStylesheet', () => {
  it('gives what siteStylesheet builds for the same theme and user layer', () => {
    const built = siteStylesheet({ stylesheet: 'loom', theme: THEME, user: USER });
    const primed = readPrimedStylesheet(JSON.stringify(primedFor(USER)));
    // The user layer as the editor reads it from the record: keys in another order.
    const user: ThemeJson = {
      version: 3,
      styles: { color: { background: '#fefefe' } },
      settings: {},
    };
    const taken = primedSiteStylesheet(primed, 'loom', THEME, user);
    expect(taken).toEqual(built);
    expect(taken?.css).toContain('#fefefe');
    expect(taken?.rootPaddingAware).toBe(true);
  });

  it('gives nothing for other user styles, another theme or no primed sheet', () => {
    const primed = primedFor(USER);
    const edited: ThemeJson = {
      version: 3,
      settings: {},
      styles: { color: { background: '#000' } },
    };
    expect(primedSiteStylesheet(primed, 'loom', THEME, edited)).toBeNull();
    expect(primedSiteStylesheet(primed, 'quarry', THEME, USER)).toBeNull();
    expect(primedSiteStylesheet(null, 'loom', THEME, USER)).toBeNull();
  });
});
