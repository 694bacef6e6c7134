import { createCoreRegistry, parse, serialize } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { toEditorTree } from '../state/editor-block';
import { isInvalidBlock } from './block-validity';
import { recoverBlock } from './invalid-block-actions';
import { keepsText, outerElementContent, recoveredAttributes, visibleText } from './recovery';

const registry = createCoreRegistry();
const inner =
  'Para with <a href="https://example.com/x">a link</a> and <strong>bold</strong> span.';

function recover(markup: string) {
  const blocks = toEditorTree(parse(markup));
  const clientId = blocks[0]?.clientId ?? '';
  return recoverBlock(Object.freeze({ blocks, selection: null }), { clientId }, registry);
}

describe('the recovery rule', () => {
  it('reads the inner HTML of the markup’s outer element', () => {
    expect(outerElementContent(`<div class="broken" data-x="1">${inner}</div>`)).toBe(inner);
    expect(outerElementContent('just text')).toBe('just text');
  });

  it('measures what a reader sees', () => {
    expect(visibleText('<!-- wp:x --><p>A&amp;B <b>c</b>\n d</p>')).toBe('A&B c d');
  });

  it('takes a content attribute its selector cannot read from the inner HTML', () => {
    const type = registry.get('core/paragraph');
    if (type === undefined) throw new Error('no paragraph');
    const attributes = recoveredAttributes(type, `<div class="broken">${inner}</div>`, {});
    expect(attributes.content).toBe(inner);
  });

  it('keeps a block only when no text is lost', () => {
    expect(keepsText('<div>Hello world</div>', '<p>Hello world</p>')).toBe(true);
    expect(keepsText('<div>Hello world</div>', '<p></p>')).toBe(false);
  });
});

describe('Attempt recovery', () => {
  it('keeps the text, the link and the bold of a paragraph written as a div', () => {
    const next = recover(
      `<!-- wp:paragraph -->\n<div class="broken" data-x="1">${inner}</div>\n<!-- /wp:paragraph -->`,
    );
    const block = next.blocks[0];
    if (block === undefined) throw new Error('no block');
    expect(block.name).toBe('core/paragraph');
    expect(isInvalidBlock(registry, block)).toBe(false);
    expect(serialize(next.blocks)).toBe(
      `<!-- wp:paragraph -->\n<p>${inner}</p>\n<!-- /wp:paragraph -->`,
    );
  });

  it('falls back to an HTML block holding the markup when the text would be lost', () => {
    const next = recover(
      '<!-- wp:paragraph -->\n<p>Kept</p><div>Lost words</div>\n<!-- /wp:paragraph -->',
    );
    expect(next.blocks[0]?.name).toBe('core/html');
    expect(serialize(next.blocks)).toContain('Lost words');
    expect(serialize(next.blocks)).toContain('Kept');
  });
});
