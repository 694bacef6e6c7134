import type { ThemeJson } from '@atelier/theme-json';
import { describe, expect, it } from 'vitest';
import {
  addBlockStyleVariationInstances,
  findVariationInstances,
  variationInstanceClass,
  variationInstanceRules,
} from './variation-instances.js';

const merged: ThemeJson = {
  version: 3,
  styles: {
    blocks: {
      'core/group': {
        variations: {
          'section-1': {
            color: { background: 'navy' },
            elements: { link: { color: { text: 'white' } } },
          },
          'section-2': { color: { background: 'ivory' } },
          labelled: { title: 'Only a label' },
        },
      },
      'core/button': { variations: { outline: { color: { text: 'red' } } } },
    },
  },
};

describe('addBlockStyleVariationInstances', () => {
  it('numbers each styled variation instance in document order and writes its CSS', () => {
    const { html, css } = addBlockStyleVariationInstances(
      '<div class="wp-block-group is-style-section-1"><div class="wp-block-group is-style-section-2 alignfull"><p>x</p></div></div>',
      merged,
    );
    expect(html).toBe(
      '<div class="wp-block-group is-style-section-1 is-style-section-1--1"><div class="wp-block-group is-style-section-2 alignfull is-style-section-2--2"><p>x</p></div></div>',
    );
    expect(css).toBe(
      ':root :where(.wp-block-group.is-style-section-1--1){background-color: navy;}' +
        ':root :where(.wp-block-group.is-style-section-1--1 a:where(:not(.wp-element-button))){color: white;}' +
        ':root :where(.wp-block-group.is-style-section-2--2){background-color: ivory;}',
    );
  });

  it('uses the site selector of a block whose styles sit on an inner element', () => {
    const { css } = addBlockStyleVariationInstances(
      '<div class="wp-block-button is-style-outline"><a class="wp-block-button__link">Go</a></div>',
      merged,
    );
    expect(css).toBe(
      ':root :where(.wp-block-button.is-style-outline--1 .wp-block-button__link){color: red;}',
    );
  });

  it('leaves alone styles without styles, other blocks, and text inside scripts', () => {
    const html =
      '<div class="wp-block-group is-style-labelled"></div><p class="wp-block-paragraph is-style-section-1"></p>' +
      '<script type="application/json">{"a":"<div class=\\"wp-block-group is-style-section-1\\">"}</script>';
    expect(addBlockStyleVariationInstances(html, merged)).toEqual({ html, css: '' });
  });

  it('writes each instance of one variation with its own class, render after render', () => {
    const page =
      '<div class="wp-block-group is-style-section-2"></div><div class="wp-block-group is-style-section-2"></div>';
    const expected =
      ':root :where(.wp-block-group.is-style-section-2--1){background-color: ivory;}' +
      ':root :where(.wp-block-group.is-style-section-2--2){background-color: ivory;}';
    expect(addBlockStyleVariationInstances(page, merged).css).toBe(expected);
    expect(addBlockStyleVariationInstances(page, merged).css).toBe(expected);
  });
});

describe('findVariationInstances', () => {
  const section = '<div class="wp-block-group is-style-section-1">';

  it('gives where each instance class goes, in document order', () => {
    const html = `<p>a</p>${section}<div class="wp-block-button is-style-outline"></div></div>`;
    const { instances, open } = findVariationInstances(html, merged);
    expect(open).toBe(false);
    expect(
      instances.map((i) => [html.slice(i.at - 9, i.at + 1), i.blockName, i.active.name]),
    ).toEqual([
      ['section-1"', 'core/group', 'section-1'],
      ['e-outline"', 'core/button', 'outline'],
    ]);
  });

  it('tells when the HTML could read otherwise as part of a longer page', () => {
    const open = (html: string) => findVariationInstances(html, merged).open;
    expect(open(`${section}</div>`)).toBe(false);
    expect(open('<p>a < b</p><!-- c --></div>')).toBe(false);
    expect(open('<script>let a = "<div>";</script>')).toBe(false);
    // A tag cut at the end, a `<` at the end, a tag the scan could not read.
    expect(open('<p>a</p><div class="wp-block-group')).toBe(true);
    expect(open('<p>a</p><')).toBe(true);
    expect(open('<div title="<"></div>')).toBe(true);
    // Raw text whose end tag would come later.
    expect(open('<p>a</p><script>let a = 1;')).toBe(true);
    expect(open('<style>p{color:red}')).toBe(true);
  });

  it('finds nothing, and is never open, when no block has styled variations', () => {
    expect(findVariationInstances(`<p>a</p>${section}<`, { version: 3 })).toEqual({
      instances: [],
      open: false,
    });
  });

  it('writes what the whole page gives when each closed part is read alone', () => {
    const parts = [
      `${section}<p>x</p>`,
      '<script>"<div class=\\"wp-block-group is-style-section-1\\">"</script>',
      '<div class="wp-block-group is-style-section-2 alignfull"></div></div>',
    ];
    const whole = addBlockStyleVariationInstances(parts.join(''), merged);
    let n = 0;
    let html = '';
    let css = '';
    for (const part of parts) {
      const { instances, open } = findVariationInstances(part, merged);
      expect(open).toBe(false);
      let copied = 0;
      for (const instance of instances) {
        n += 1;
        const name = variationInstanceClass(instance, n);
        html += `${part.slice(copied, instance.at)} ${name}`;
        css += variationInstanceRules(merged, instance, name);
        copied = instance.at;
      }
      html += part.slice(copied);
    }
    expect({ html, css }).toEqual(whole);
  });
});
