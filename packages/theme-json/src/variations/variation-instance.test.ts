import { describe, expect, it } from 'vitest';
import type { ThemeJson } from '../types/theme-json';
import {
  activeBlockStyleVariation,
  blockStyleNamesOf,
  variationInstanceCss,
} from './variation-instance';

const merged: ThemeJson = {
  version: 3,
  styles: {
    color: { text: 'black' },
    blocks: {
      'core/group': {
        variations: {
          plain: { title: 'Plain' },
          'section-1': {
            color: { background: 'navy', text: { ref: 'styles.color.text' } },
            elements: { link: { color: { text: 'yellow' } } },
            blocks: { 'core/heading': { color: { text: 'silver' } } },
          },
        },
      },
    },
    variations: {
      'section-dark': { blockTypes: ['core/group'], color: { background: 'black' } },
    },
  },
};

describe('block style variation instances', () => {
  it('reads the is-style-* names of a class list, never is-style-default', () => {
    expect(blockStyleNamesOf('alignfull is-style-default is-style-section-1 x')).toEqual([
      'section-1',
    ]);
    expect(blockStyleNamesOf(undefined)).toEqual([]);
  });

  it('takes the first style with styles, including shared ones listed by blockTypes', () => {
    expect(
      activeBlockStyleVariation(merged, 'core/group', 'is-style-plain is-style-section-1')?.name,
    ).toBe('section-1');
    expect(activeBlockStyleVariation(merged, 'core/group', 'is-style-section-dark')?.name).toBe(
      'section-dark',
    );
    expect(activeBlockStyleVariation(merged, 'core/group', 'is-style-plain')).toBeUndefined();
    expect(activeBlockStyleVariation(merged, 'core/heading', 'is-style-section-1')).toBeUndefined();
  });

  it('writes the variation under the instance class, its elements and nested blocks below it', () => {
    const active = activeBlockStyleVariation(merged, 'core/group', 'is-style-section-1');
    expect(active).toBeDefined();
    if (active === undefined) return;
    expect(variationInstanceCss(merged, 'core/group', active.styles, 'is-style-section-1--2')).toBe(
      ':root :where(.wp-block-group.is-style-section-1--2){background-color: navy;color: black;}' +
        ':root :where(.wp-block-group.is-style-section-1--2 a:where(:not(.wp-element-button))){color: yellow;}' +
        ':root :where(.wp-block-group.is-style-section-1--2 .wp-block-heading){color: silver;}',
    );
  });

  it('refuses an instance class that is not is-style-{name}--{n}', () => {
    expect(variationInstanceCss(merged, 'core/group', { color: { text: 'red' } }, 'x{}')).toBe('');
  });
});
