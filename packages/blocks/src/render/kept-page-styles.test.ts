import { describe, expect, it } from 'vitest';
import type { RenderedFragment } from './fragment-cache';
import { type PageStyles, stylesOfFragments } from './kept-page-styles';

const fragment = (html: string): RenderedFragment => ({ html, rules: [], blockNames: [] });

function counted(css: string) {
  const made = { count: 0 };
  const make = (): PageStyles => {
    made.count += 1;
    return { css, blockNames: ['core/group'] };
  };
  return { made, make };
}

describe('stylesOfFragments', () => {
  it('writes the styles of a list of fragments once and gives them for the same objects', () => {
    const header = fragment('<header></header>');
    const main = fragment('<main></main>');
    const { made, make } = counted('.a{}');
    const first = stylesOfFragments([header, main], make);
    expect(stylesOfFragments([header, main], make)).toBe(first);
    expect(made.count).toBe(1);
  });

  it('writes them again for other objects, even with the same HTML, or another order', () => {
    const header = fragment('<header></header>');
    const main = fragment('<main></main>');
    const { made, make } = counted('.a{}');
    stylesOfFragments([header, main], make);
    stylesOfFragments([header, fragment('<main></main>')], make);
    stylesOfFragments([header], make);
    stylesOfFragments([main, header], make);
    expect(made.count).toBe(4);
  });

  it('keeps the styles of several lists that start with the same fragment', () => {
    const header = fragment('<header></header>');
    const pages = Array.from({ length: 8 }, (_, index) => fragment(`<main>${index}</main>`));
    const { made, make } = counted('.a{}');
    for (const page of pages) stylesOfFragments([header, page], make);
    for (const page of pages) stylesOfFragments([header, page], make);
    expect(made.count).toBe(8);
    // A ninth list drops the least recently used one.
    stylesOfFragments([header, fragment('<main>9</main>')], make);
    stylesOfFragments([header, pages[0] as RenderedFragment], make);
    expect(made.count).toBe(10);
  });

  it('writes the styles of an empty list every time', () => {
    const { made, make } = counted('');
    stylesOfFragments([], make);
    stylesOfFragments([], make);
    expect(made.count).toBe(2);
  });
});
