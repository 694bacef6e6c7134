import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../render/render-fixtures';
import { blockDepth, MAX_BLOCK_DEPTH } from './block-depth';
import { parse } from './parse';

/** `levels` groups, each inside the one before, with a paragraph saying its level in each. */
function nestedGroups(levels: number): string {
  let open = '';
  let close = '';
  for (let level = 1; level <= levels; level++) {
    open += `<!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph --><p>level ${level}</p><!-- /wp:paragraph -->`;
    close = `</div><!-- /wp:group -->${close}`;
  }
  return open + close;
}

describe('blockDepth', () => {
  it('counts how deep blocks nest', () => {
    expect(blockDepth(parse(''))).toBe(0);
    expect(blockDepth(parse('<!-- wp:paragraph --><p>a</p><!-- /wp:paragraph -->'))).toBe(1);
    expect(blockDepth(parse(nestedGroups(3)))).toBe(4);
  });

  it('measures a 10,000-deep tree without running out of stack', () => {
    expect(blockDepth(parse(nestedGroups(10_000)))).toBe(10_001);
  });
});

describe('rendering a tree nested past MAX_BLOCK_DEPTH', () => {
  it('renders the levels up to the limit and leaves out the rest instead of throwing', async () => {
    const html = await renderMarkup(nestedGroups(10_000));
    expect(html).toContain('<p class="wp-block-paragraph">level 1</p>');
    expect(html).toContain(`<p class="wp-block-paragraph">level ${MAX_BLOCK_DEPTH - 1}</p>`);
    expect(html).not.toContain(`level ${MAX_BLOCK_DEPTH}</p>`);
  });
});
