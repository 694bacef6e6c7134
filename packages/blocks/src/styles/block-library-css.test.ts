import { describe, expect, it } from 'vitest';
import { coreBlocks } from '../library/core-blocks';
import { blockLibraryCss } from './block-library-css';
import { contentBlocksCss } from './content-blocks-css';
import { themeBlocksCss } from './theme-blocks-css';

function balanced(css: string): boolean {
  let depth = 0;
  for (const char of css) {
    if (char === '{') depth += 1;
    if (char === '}') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

describe('block library CSS', () => {
  it('has rules only for registered blocks, with balanced braces', () => {
    const names = new Set(coreBlocks.map((block) => block.name));
    for (const name of [...Object.keys(contentBlocksCss), ...Object.keys(themeBlocksCss)]) {
      expect(names.has(name), name).toBe(true);
    }
    expect(balanced(blockLibraryCss())).toBe(true);
  });

  it('gives only what the rendered blocks need, plus shared rules', () => {
    const css = blockLibraryCss(['core/columns', 'core/navigation-link']);
    expect(css).toContain('.screen-reader-text{');
    expect(css).toContain('.wp-block-columns{');
    expect(css).toContain('.wp-block-navigation{');
    expect(css).not.toContain('.wp-block-cover{');
    expect(blockLibraryCss([])).not.toContain('.wp-block-columns');
  });
});

describe('block library CSS as WordPress ships it', () => {
  it('closes with the shared rules, so a block rule of equal specificity never undoes them', () => {
    const css = blockLibraryCss(['core/search']);
    // The search label's `width:100%` would otherwise make a hidden label as wide as the page.
    expect(css.indexOf('.wp-block-search__label{')).toBeGreaterThanOrEqual(0);
    expect(css.indexOf('.screen-reader-text{')).toBeGreaterThan(
      css.indexOf('.wp-block-search__label{'),
    );
    const all = blockLibraryCss();
    expect(all.indexOf('.screen-reader-text{')).toBeGreaterThan(all.indexOf('.wp-block-search'));
  });

  it('gives buttons the pill shape and post content its own formatting context', () => {
    const css = blockLibraryCss(['core/button', 'core/post-content', 'core/group']);
    expect(css).toMatch(/\.wp-block-button__link\{[^}]*border-radius:9999px/);
    expect(css).toContain('.wp-block-post-content{display:flow-root');
    expect(css).toContain(
      ':where(.wp-block-group.wp-block-group-is-layout-constrained){position:relative}',
    );
  });
});
