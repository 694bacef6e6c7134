import { describe, expect, it } from 'vitest';
import { parse } from '../grammar/parse';
import { serialize } from '../grammar/serialize';
import { createCoreRegistry } from '../library/core-blocks';
import { analyzeBlocks, invalidBlocks, parseBlocks } from './analyze-blocks';
import { toFallbackBlock } from './fallback-block';
import { normaliseHtml } from './normalize-html';

const registry = createCoreRegistry();

describe('normalising saved HTML', () => {
  it('ignores attribute order, class order, style spacing and whitespace runs', () => {
    expect(normaliseHtml('<p  style="color: red; margin:0" class="b a">x\n  y </p>')).toEqual(
      normaliseHtml('<p class="a b" style="margin:0;color:red">x y</p>'),
    );
  });

  it('decodes entities and drops comments', () => {
    expect(normaliseHtml('<p>&amp;<!-- note --></p>')).toEqual(normaliseHtml('<p>&#38;</p>'));
  });
});

describe('block validation', () => {
  it('accepts saved HTML that matches save', () => {
    const [block] = parseBlocks(
      registry,
      '<!-- wp:heading {"level":3} -->\n<h3 id="a"   class="wp-block-heading">Hi  there</h3>\n<!-- /wp:heading -->',
    );
    expect(block?.isValid).toBe(true);
    expect(block?.attributes).toMatchObject({ content: 'Hi  there', level: 3, anchor: 'a' });
  });

  it('marks a block invalid with the reason when save would write something else', () => {
    const [block] = parseBlocks(
      registry,
      '<!-- wp:heading {"level":3} -->\n<h2 class="wp-block-heading">Hi</h2>\n<!-- /wp:heading -->',
    );
    expect(block?.isValid).toBe(false);
    expect(block?.validationIssue).toContain('Expected <h3>');
    expect(block?.validationIssue).toContain('found <h2>');
  });

  it('reports a class that does not match the comment attributes', () => {
    const [block] = parseBlocks(
      registry,
      '<!-- wp:paragraph {"textColor":"accent"} -->\n<p class="has-base-color has-text-color">x</p>\n<!-- /wp:paragraph -->',
    );
    expect(block?.isValid).toBe(false);
    expect(block?.validationIssue).toMatch(/class="has-accent-color has-text-color"/);
  });

  it('reports extra markup', () => {
    const [block] = parseBlocks(
      registry,
      '<!-- wp:separator -->\n<hr class="wp-block-separator has-alpha-channel-opacity"/><p>extra</p>\n<!-- /wp:separator -->',
    );
    expect(block?.isValid).toBe(false);
    expect(block?.validationIssue).toContain('but found <p>');
  });

  it('accepts an earlier save format listed as deprecated', () => {
    const [list] = parseBlocks(
      registry,
      '<!-- wp:list -->\n<ul><!-- wp:list-item -->\n<li>a</li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->',
    );
    expect(list?.isValid).toBe(true);
  });

  it('accepts the older cover layout with the overlay before the image', () => {
    const [cover] = parseBlocks(
      registry,
      '<!-- wp:cover {"url":"/a.jpg","dimRatio":50,"contentPosition":"center center"} -->\n<div class="wp-block-cover"><span aria-hidden="true" class="wp-block-cover__background has-background-dim"></span><img class="wp-block-cover__image-background" alt="" src="/a.jpg" data-object-fit="cover"/><div class="wp-block-cover__inner-container"></div></div>\n<!-- /wp:cover -->',
    );
    expect(cover?.isValid).toBe(true);
  });

  it('validates inner blocks and collects every invalid block', () => {
    const analysed = parseBlocks(
      registry,
      '<!-- wp:group -->\n<div class="wp-block-group"><!-- wp:paragraph -->\n<div>x</div>\n<!-- /wp:paragraph --></div>\n<!-- /wp:group -->',
    );
    expect(analysed[0]?.isValid).toBe(true);
    expect(invalidBlocks(analysed).map((block) => block.name)).toEqual(['core/paragraph']);
  });

  it('does not validate dynamic blocks without save', () => {
    const [block] = parseBlocks(registry, '<!-- wp:site-title {"level":0} /-->');
    expect(block?.isValid).toBe(true);
    expect(block?.attributes).toMatchObject({ level: 0, isLink: true });
  });
});

describe('unknown blocks', () => {
  const markup =
    '<!-- wp:acme/slider {"speed":3} -->\n<div class="slider"><!-- wp:paragraph -->\n<p>slide</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:acme/slider -->';

  it('are kept exactly through parse and serialise', () => {
    const analysed = parseBlocks(registry, markup);
    expect(analysed[0]?.isUnknown).toBe(true);
    expect(analysed[0]?.isValid).toBe(true);
    expect(serialize(analysed.map((block) => block.node))).toBe(markup);
  });

  it('are offered to the editor as an HTML block holding the original markup', () => {
    const [node] = parse(markup);
    if (node === undefined) throw new Error('no block');
    const fallback = toFallbackBlock(node);
    expect(fallback.block.name).toBe('core/html');
    expect(fallback.originalName).toBe('acme/slider');
    expect(fallback.original).toBe(node);
    const [html] = analyzeBlocks(registry, [fallback.block]);
    expect(html?.isValid).toBe(true);
    expect(html?.attributes.content).toBe(markup);
  });

  it('turn free-form HTML into an HTML block too (the freeform block is not registered)', () => {
    const [node] = parse('<p>Loose <b>HTML</b></p>');
    if (node === undefined) throw new Error('no node');
    const fallback = toFallbackBlock(node);
    expect(fallback.originalName).toBeNull();
    expect(fallback.block.name).toBe('core/html');
    expect(serialize([fallback.block])).toBe(
      '<!-- wp:html -->\n<p>Loose <b>HTML</b></p>\n<!-- /wp:html -->',
    );
  });
});
