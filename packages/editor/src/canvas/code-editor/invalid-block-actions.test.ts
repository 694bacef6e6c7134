import { createCoreRegistry, parse, serialize } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { toEditorTree } from '../state/editor-block';
import { isInvalidBlock } from './block-validity';
import { convertToHtml, recoverBlock } from './invalid-block-actions';

const registry = createCoreRegistry();
const broken = '<!-- wp:paragraph {"align":"center"} -->\n<p>Hello</p>\n<!-- /wp:paragraph -->';

function tree(markup: string) {
  return toEditorTree(parse(markup));
}

describe('invalid blocks', () => {
  it('finds a block whose HTML does not match its save output', () => {
    const [block] = tree(broken);
    if (block === undefined) throw new Error('no block');
    expect(isInvalidBlock(registry, block)).toBe(true);
    const [valid] = tree('<!-- wp:paragraph -->\n<p>Hello</p>\n<!-- /wp:paragraph -->');
    if (valid === undefined) throw new Error('no block');
    expect(isInvalidBlock(registry, valid)).toBe(false);
  });

  it('Attempt recovery writes the block again from its attributes', () => {
    const blocks = tree(broken);
    const clientId = blocks[0]?.clientId ?? '';
    const next = recoverBlock(Object.freeze({ blocks, selection: null }), { clientId }, registry);
    const recovered = next.blocks[0];
    if (recovered === undefined) throw new Error('no block');
    expect(isInvalidBlock(registry, recovered)).toBe(false);
    expect(serialize(next.blocks)).toContain('has-text-align-center');
    expect(serialize(next.blocks)).toContain('Hello');
  });

  it('Convert to HTML keeps the markup in an HTML block', () => {
    const blocks = tree(broken);
    const clientId = blocks[0]?.clientId ?? '';
    const next = convertToHtml(Object.freeze({ blocks, selection: null }), { clientId }, registry);
    expect(next.blocks[0]?.name).toBe('core/html');
    expect(serialize(next.blocks)).toBe('<!-- wp:html -->\n<p>Hello</p>\n<!-- /wp:html -->');
  });
});
