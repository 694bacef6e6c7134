import { describe, expect, it } from 'vitest';
import { scopeNumberedClasses, withoutTabStops } from './preview-html';

describe('scopeNumberedClasses', () => {
  it('renames numbered layout, element and duotone classes in rules and markup alike', () => {
    const html =
      '<style>.wp-container-core-columns-is-layout-1{gap:2em}.wp-elements-12 a{color:red}</style>' +
      '<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-1 wp-elements-12">' +
      '<figure class="wp-duotone-unset-3"></figure></div>';
    expect(scopeNumberedClasses(html, 'p1')).toBe(
      '<style>.wp-container-core-columns-is-layout-p1-1{gap:2em}.wp-elements-p1-12 a{color:red}</style>' +
        '<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-p1-1 wp-elements-p1-12">' +
        '<figure class="wp-duotone-unset-p1-3"></figure></div>',
    );
  });

  it('leaves classes without a number alone', () => {
    const html = '<div class="wp-block-group-is-layout-flex is-layout-flex wp-duotone-blue"></div>';
    expect(scopeNumberedClasses(html, 'p1')).toBe(html);
  });
});

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
