import { describe, expect, it } from 'vitest';
import { withoutTabStops } from './preview-html';

describe('withoutTabStops', () => {
  it('takes links and fields out of the tab order', () => {
    expect(
      withoutTabStops('<h2><a href="/x/">X</a></h2><A HREF="/y/">Y</A><input type="search">'),
    ).toBe(
      '<h2><a tabindex="-1" href="/x/">X</a></h2><A tabindex="-1" HREF="/y/">Y</A><input tabindex="-1" type="search">',
    );
  });

  it('does not touch other elements whose names start alike', () => {
    expect(withoutTabStops('<abbr>A</abbr><aside>b</aside>')).toBe(
      '<abbr>A</abbr><aside>b</aside>',
    );
  });
});
