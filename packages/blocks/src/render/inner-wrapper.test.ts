import { describe, expect, it } from 'vitest';
import { parse } from '../grammar/parse';
import {
  addClassesToInnerWrapper,
  innerWrapperClass,
  nestedInnerWrapperClass,
} from './inner-wrapper';

function firstNode(markup: string) {
  const [node] = parse(markup);
  if (node === undefined) throw new Error('no block');
  return node;
}

describe('innerWrapperClass', () => {
  it('is the last classed tag before the first inner block', () => {
    const cover = firstNode(
      '<!-- wp:cover --><div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background"></span><div class="wp-block-cover__inner-container"><!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph --></div></div><!-- /wp:cover -->',
    );
    expect(innerWrapperClass(cover)).toBe('wp-block-cover__inner-container');
  });

  it('skips tags without a class and is undefined without inner blocks', () => {
    const details = firstNode(
      '<!-- wp:details --><details class="wp-block-details"><summary>More</summary><!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph --></details><!-- /wp:details -->',
    );
    expect(innerWrapperClass(details)).toBe('wp-block-details');
    expect(
      innerWrapperClass(
        firstNode('<!-- wp:spacer --><div class="wp-block-spacer"></div><!-- /wp:spacer -->'),
      ),
    ).toBe(undefined);
  });
});

describe('addClassesToInnerWrapper', () => {
  const html =
    '<div class="wp-block-cover alignfull"><span class="wp-block-cover__background"></span><div class="wp-block-cover__inner-container"><p class="x">Hi</p></div></div>';

  it('puts the classes on the inner-blocks wrapper, not on the block', () => {
    expect(
      addClassesToInnerWrapper(html, ['is-layout-constrained'], 'wp-block-cover__inner-container'),
    ).toBe(
      '<div class="wp-block-cover alignfull"><span class="wp-block-cover__background"></span><div class="wp-block-cover__inner-container is-layout-constrained"><p class="x">Hi</p></div></div>',
    );
  });

  it('uses the first element when the block wraps its inner blocks itself', () => {
    expect(
      addClassesToInnerWrapper(
        '<div class="wp-block-group alignfull"><p>Hi</p></div>',
        ['is-layout-flow'],
        'wp-block-group alignfull',
      ),
    ).toBe('<div class="wp-block-group alignfull is-layout-flow"><p>Hi</p></div>');
    expect(addClassesToInnerWrapper('<ul><li>a</li></ul>', ['is-layout-flex'], undefined)).toBe(
      '<ul class="is-layout-flex"><li>a</li></ul>',
    );
  });

  it('adds nothing when the expected wrapper is gone from the rendered HTML', () => {
    expect(addClassesToInnerWrapper('<div class="other"></div>', ['is-layout-flow'], 'gone')).toBe(
      '<div class="other"></div>',
    );
  });
});

describe('nestedInnerWrapperClass', () => {
  it("is the cover's inner container, and undefined where the root holds the inner blocks", () => {
    const cover = firstNode(
      '<!-- wp:cover --><div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background"></span><div class="wp-block-cover__inner-container"><!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph --></div></div><!-- /wp:cover -->',
    );
    expect(nestedInnerWrapperClass(cover)).toBe('wp-block-cover__inner-container');
    const group = firstNode(
      '<!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph --><p>Hi</p><!-- /wp:paragraph --></div><!-- /wp:group -->',
    );
    expect(nestedInnerWrapperClass(group)).toBe(undefined);
  });
});
