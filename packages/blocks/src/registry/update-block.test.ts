import { describe, expect, it } from 'vitest';
import { parse } from '../grammar/parse';
import { serialize } from '../grammar/serialize';
import { createCoreRegistry } from '../library/core-blocks';
import { replaceInnerBlocks, updateBlockAttributes } from './update-block';
import { applyBlockStyle, getActiveBlockStyle, getActiveVariation } from './variations-and-styles';

const registry = createCoreRegistry();

describe('updating blocks', () => {
  it('writes the saved HTML again for changed attributes, sourced ones included', () => {
    const [paragraph] = parse(
      '<!-- wp:paragraph {"align":"right"} -->\n<p class="has-text-align-right">Old</p>\n<!-- /wp:paragraph -->',
    );
    if (paragraph === undefined) throw new Error('no block');
    const updated = updateBlockAttributes(registry, paragraph, {
      content: 'New &amp; better',
      textColor: 'accent',
    });
    expect(serialize([updated])).toBe(
      '<!-- wp:paragraph {"align":"right","textColor":"accent"} -->\n<p class="has-text-align-right has-accent-color has-text-color">New &amp; better</p>\n<!-- /wp:paragraph -->',
    );
  });

  it('resets an attribute given as undefined and keeps inner blocks', () => {
    const [group] = parse(
      '<!-- wp:group {"tagName":"main"} -->\n<main class="wp-block-group"><!-- wp:spacer /--></main>\n<!-- /wp:group -->',
    );
    if (group === undefined) throw new Error('no block');
    const updated = updateBlockAttributes(registry, group, { tagName: undefined });
    expect(serialize([updated])).toBe(
      '<!-- wp:group -->\n<div class="wp-block-group"><!-- wp:spacer /--></div>\n<!-- /wp:group -->',
    );
  });

  it('merges comment attributes of unknown blocks without touching their HTML', () => {
    const [unknown] = parse('<!-- wp:acme/x {"a":1} --><b>keep</b><!-- /wp:acme/x -->');
    if (unknown === undefined) throw new Error('no block');
    expect(serialize([updateBlockAttributes(registry, unknown, { b: 2 })])).toBe(
      '<!-- wp:acme/x {"a":1,"b":2} --><b>keep</b><!-- /wp:acme/x -->',
    );
  });

  it('replaces inner blocks inside the same wrapper', () => {
    const [list] = parse('<!-- wp:list -->\n<ul class="wp-block-list"></ul>\n<!-- /wp:list -->');
    const [item] = parse('<!-- wp:list-item -->\n<li>x</li>\n<!-- /wp:list-item -->');
    if (list === undefined || item === undefined) throw new Error('no block');
    expect(serialize([replaceInnerBlocks(registry, list, [item])])).toBe(
      '<!-- wp:list -->\n<ul class="wp-block-list"><!-- wp:list-item -->\n<li>x</li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->',
    );
  });
});

describe('variations and block styles', () => {
  const group = registry.get('core/group');
  const button = registry.get('core/button');
  if (group === undefined || button === undefined) throw new Error('missing types');

  it('finds the active variation from its isActive paths', () => {
    expect(getActiveVariation(group, { layout: { type: 'flex', flexWrap: 'nowrap' } })?.name).toBe(
      'group-row',
    );
    expect(
      getActiveVariation(group, { layout: { type: 'flex', orientation: 'vertical' } })?.name,
    ).toBe('group-stack');
    expect(getActiveVariation(group, { layout: { type: 'constrained' } })?.name).toBe('group');
    expect(getActiveVariation(group, {})).toBeUndefined();
  });

  it('reads and applies is-style classes', () => {
    expect(getActiveBlockStyle(button, 'x is-style-outline')?.name).toBe('outline');
    expect(getActiveBlockStyle(button, undefined)?.name).toBe('fill');
    const outline = button.styles?.[1];
    const fill = button.styles?.[0];
    if (outline === undefined || fill === undefined) throw new Error('missing styles');
    expect(applyBlockStyle('x is-style-fill', outline)).toBe('x is-style-outline');
    expect(applyBlockStyle('is-style-outline', fill)).toBeUndefined();
  });
});
