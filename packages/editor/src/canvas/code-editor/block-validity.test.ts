import { blockAttributes, createCoreRegistry, createRegistry, parse } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { type EditorBlock, toEditorTree } from '../state/editor-block';
import { updateAttributes } from '../state/update-attributes';
import { isInvalidBlock, validatedAttributes } from './block-validity';

let saves = 0;
const registry = createRegistry();
registry.register({
  name: 'acme/box',
  title: 'Box',
  category: 'design',
  attributes: {},
  save: () => {
    saves += 1;
    return '<div class="wp-block-acme-box"></div>';
  },
});

function box(innerHTML: string): EditorBlock {
  return {
    clientId: 'box',
    name: 'acme/box',
    attributes: {},
    innerBlocks: [],
    innerHTML,
    innerContent: [innerHTML],
  };
}

describe('block validity', () => {
  it('checks a block once; a copy made around a changed child is not checked again', () => {
    const valid = box('<div class="wp-block-acme-box"></div>');
    const before = saves;
    expect(isInvalidBlock(registry, valid)).toBe(false);
    expect(saves).toBe(before + 1);
    // What an edit inside the block does to it: a copy with the same markup and attributes.
    const copy: EditorBlock = { ...valid, innerBlocks: [] };
    expect(isInvalidBlock(registry, copy)).toBe(false);
    expect(saves).toBe(before + 1);
  });

  it('keeps an invalid block invalid in its copies, and checks changed markup again', () => {
    const invalid = box('<section>hand written</section>');
    expect(isInvalidBlock(registry, invalid)).toBe(true);
    expect(isInvalidBlock(registry, { ...invalid, innerBlocks: [] })).toBe(true);
    const fixed = box('<div class="wp-block-acme-box"></div>');
    const before = saves;
    expect(isInvalidBlock(registry, fixed)).toBe(false);
    expect(saves).toBe(before + 1);
  });
});

describe('validity of what the editor wrote', () => {
  it('does not check a block written by its own save; stored invalid markup is still found', () => {
    const [written] = updateAttributes(
      { blocks: [box('<div class="wp-block-acme-box"></div>')], selection: null },
      { clientId: 'box', attributes: {} },
      registry,
    ).blocks;
    if (written === undefined) throw new Error('No block');
    const before = saves;
    expect(isInvalidBlock(registry, written)).toBe(false);
    expect(saves).toBe(before);

    const core = createCoreRegistry();
    const [stored] = toEditorTree(
      parse('<!-- wp:paragraph -->\n<div>Not a paragraph</div>\n<!-- /wp:paragraph -->'),
    );
    if (stored === undefined) throw new Error('No block');
    expect(isInvalidBlock(core, stored)).toBe(true);
  });
});

describe('the attributes validation sourced', () => {
  const core = createCoreRegistry();
  const paragraph = (markup: string): EditorBlock => {
    const [block] = toEditorTree(parse(markup));
    if (block === undefined) throw new Error('No block');
    return block;
  };

  it('are those the block’s HTML gives, once it has been checked, and for its copies', () => {
    const block = paragraph(
      '<!-- wp:paragraph {"fontSize":"small"} -->\n<p class="has-small-font-size">Hello <em>you</em></p>\n<!-- /wp:paragraph -->',
    );
    expect(validatedAttributes(block)).toBeUndefined();
    expect(isInvalidBlock(core, block)).toBe(false);
    expect(validatedAttributes(block)).toEqual(blockAttributes(core, block));
    expect(validatedAttributes(block)?.content).toBe('Hello <em>you</em>');
    expect(validatedAttributes({ ...block, innerBlocks: [] })?.content).toBe('Hello <em>you</em>');
  });

  it('are not those of other markup, nor of a block the editor wrote', () => {
    const block = paragraph('<!-- wp:paragraph -->\n<p>One</p>\n<!-- /wp:paragraph -->');
    isInvalidBlock(core, block);
    const other = { ...block, innerHTML: '\n<p>Two</p>\n' };
    expect(validatedAttributes(other)).toBeUndefined();
    const [written] = updateAttributes(
      { blocks: [block], selection: null },
      { clientId: block.clientId, attributes: { content: 'Three' } },
      core,
    ).blocks;
    if (written === undefined) throw new Error('No block');
    expect(isInvalidBlock(core, written)).toBe(false);
    expect(validatedAttributes(written)).toBeUndefined();
  });
});
