import type { ThemeJson } from '@atelier/theme-json';
import { describe, expect, it } from 'vitest';
import { addBlockStyleVariationInstances } from './variation-instances.js';

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
