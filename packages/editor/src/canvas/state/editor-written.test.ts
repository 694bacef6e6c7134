import { blockAttributes } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { editorBlockAttributes, isRichTextChange, isWrittenByEditor } from './editor-written';
import { updateAttributes } from './update-attributes';
import { frozenState, idAt, registry, reparsed } from './verb-test-helpers';

const MARKUP =
  '<!-- wp:paragraph {"align":"center"} -->\n<p class="has-text-align-center">Hello</p>\n<!-- /wp:paragraph -->';

function typed(content: string) {
  const state = frozenState(MARKUP);
  const clientId = idAt(state, 0);
  const next = updateAttributes(state, { clientId, attributes: { content } }, registry);
  const block = next.blocks[0];
  if (block === undefined) throw new Error('No block');
  return { before: state.blocks[0], block, next };
}

describe('blocks the editor wrote', () => {
  it('keeps the attributes a keystroke wrote: the ones a reload reads from the HTML', () => {
    for (const content of ['Hello w', 'a &amp; b <strong>bold</strong>', 'line<br>next', '']) {
      const { block, next } = typed(content);
      expect(editorBlockAttributes(registry, block)).toEqual(blockAttributes(registry, block));
      expect(editorBlockAttributes(registry, block)).toMatchObject({ content, align: 'center' });
      expect(reparsed(next)).toEqual([`core/paragraph${content === '' ? '' : `: ${content}`}`]);
    }
  });

  it('marks the written block, not the parsed one', () => {
    const { before, block } = typed('Hello w');
    expect(before && isWrittenByEditor(before)).toBe(false);
    expect(isWrittenByEditor(block)).toBe(true);
  });

  it('reads attributes from the HTML for a block it did not write by typing', () => {
    const state = frozenState(MARKUP);
    const clientId = idAt(state, 0);
    const next = updateAttributes(state, { clientId, attributes: { align: 'right' } }, registry);
    const block = next.blocks[0];
    if (block === undefined) throw new Error('No block');
    expect(isWrittenByEditor(block)).toBe(true);
    expect(editorBlockAttributes(registry, block)).toMatchObject({
      content: 'Hello',
      align: 'right',
    });
  });

  it('counts only string rich-text values as typing', () => {
    expect(isRichTextChange(registry, 'core/paragraph', { content: 'x' })).toBe(true);
    expect(isRichTextChange(registry, 'core/paragraph', { align: 'left' })).toBe(false);
    expect(isRichTextChange(registry, 'core/paragraph', { content: 'x', align: 'left' })).toBe(
      false,
    );
    expect(isRichTextChange(registry, 'core/preformatted', { content: '\nx' })).toBe(false);
    expect(isRichTextChange(registry, 'core/paragraph', {})).toBe(false);
    expect(isRichTextChange(registry, null, { content: 'x' })).toBe(false);
  });
});
