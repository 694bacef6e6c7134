import { describe, expect, it } from 'vitest';
import { serialize } from '../../grammar/serialize';
import { createBlock } from '../../registry/create-block';
import { updateBlockAttributes } from '../../registry/update-block';
import { blockLibraryCss } from '../../styles/block-library-css';
import { invalidBlocks, parseBlocks } from '../../validation/analyze-blocks';
import { createCoreRegistry } from '../core-blocks';

const registry = createCoreRegistry();

function coverMarkup(attributes: Record<string, unknown>): string {
  return serialize([createBlock(registry, 'core/cover', attributes)]);
}

function overlayClasses(markup: string): string[] {
  const match = /<span aria-hidden="true" class="([^"]*)"/.exec(markup);
  return (match?.[1] ?? '').split(' ').sort();
}

describe('core/cover save', () => {
  it('puts the image first, filling the cover, then the overlay at the chosen opacity', () => {
    const markup = coverMarkup({
      url: '/bg.png',
      id: 9,
      dimRatio: 50,
      overlayColor: 'accent-5',
      minHeight: 360,
      minHeightUnit: 'px',
    });
    expect(markup).toContain(
      '<div class="wp-block-cover" style="min-height:360px"><img class="wp-block-cover__image-background wp-image-9" alt="" src="/bg.png" data-object-fit="cover"/><span aria-hidden="true"',
    );
    expect(overlayClasses(markup)).toEqual([
      'has-accent-5-background-color',
      'has-background-dim',
      'wp-block-cover__background',
    ]);
    expect(markup).toContain('<div class="wp-block-cover__inner-container">');
  });

  it('writes the dim classes like the block editor: -N for every ratio but 50, -0 included', () => {
    expect(overlayClasses(coverMarkup({ url: '/a.png', dimRatio: 70 }))).toEqual([
      'has-background-dim',
      'has-background-dim-70',
      'wp-block-cover__background',
    ]);
    expect(overlayClasses(coverMarkup({ url: '/a.png', dimRatio: 0 }))).toEqual([
      'has-background-dim',
      'has-background-dim-0',
      'wp-block-cover__background',
    ]);
    expect(overlayClasses(coverMarkup({}))).toEqual([
      'has-background-dim',
      'has-background-dim-100',
      'wp-block-cover__background',
    ]);
  });

  it('an empty cover saves the overlay and the inner container only (no editor placeholder)', () => {
    const markup = coverMarkup({});
    expect(markup).toBe(
      '<!-- wp:cover -->\n<div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background has-background-dim-100 has-background-dim"></span><div class="wp-block-cover__inner-container"></div></div>\n<!-- /wp:cover -->',
    );
  });

  it('changing the opacity writes the overlay class again', () => {
    const block = createBlock(registry, 'core/cover', { url: '/a.png', dimRatio: 50 });
    const next = updateBlockAttributes(registry, block, { dimRatio: 30 });
    expect(overlayClasses(serialize([next]))).toContain('has-background-dim-30');
  });

  it('keeps WordPress covers and older Atelier covers valid', () => {
    const covers = [
      // WordPress 6.x with a 0 % overlay.
      '<!-- wp:cover {"url":"/a.jpg","dimRatio":0} -->\n<div class="wp-block-cover"><img class="wp-block-cover__image-background" alt="" src="/a.jpg" data-object-fit="cover"/><span aria-hidden="true" class="wp-block-cover__background has-background-dim-0 has-background-dim"></span><div class="wp-block-cover__inner-container"></div></div>\n<!-- /wp:cover -->',
      // Saved before: no dim class at all for 0 %.
      '<!-- wp:cover {"url":"/a.jpg","dimRatio":0} -->\n<div class="wp-block-cover"><img class="wp-block-cover__image-background" alt="" src="/a.jpg" data-object-fit="cover"/><span aria-hidden="true" class="wp-block-cover__background"></span><div class="wp-block-cover__inner-container"></div></div>\n<!-- /wp:cover -->',
      // The overlay before the image, 0 %.
      '<!-- wp:cover {"url":"/a.jpg","dimRatio":0} -->\n<div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background"></span><img class="wp-block-cover__image-background" alt="" src="/a.jpg" data-object-fit="cover"/><div class="wp-block-cover__inner-container"></div></div>\n<!-- /wp:cover -->',
    ];
    for (const markup of covers) {
      expect(invalidBlocks(parseBlocks(registry, markup))).toEqual([]);
    }
  });
});

describe('core/cover CSS', () => {
  it('keeps the layout gap off the overlay and the content (the overlay covers the whole cover)', () => {
    const css = blockLibraryCss(['core/cover']);
    expect(css).toMatch(/\.wp-block-cover \.wp-block-cover__background\{[^}]*inset:0;margin:0;/);
    expect(css).toContain('.wp-block-cover>.wp-block-cover__inner-container{margin-block:0}');
    expect(css).toMatch(
      /\.wp-block-cover \.wp-block-cover__image-background[^{]*\{[^}]*height:100%;inset:0;margin:0;[^}]*object-fit:cover;[^}]*position:absolute;width:100%/,
    );
  });
});
