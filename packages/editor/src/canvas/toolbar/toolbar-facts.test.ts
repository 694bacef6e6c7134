import { describe, expect, it } from 'vitest';
import type { RecordRef } from '../../data/entities/store-state';
import type { EditorBlock } from '../state/editor-block';
import { sameToolbarFacts, type ToolbarFacts } from './toolbar-facts';

const PAGE: RecordRef = { kind: 'postType', name: 'page', id: '7' };

const paragraph: ToolbarFacts = Object.freeze({
  title: 'Paragraph',
  reduced: false,
  transforms: Object.freeze(['core/heading', 'core/list']),
  alignments: Object.freeze([]),
  align: undefined,
  textAlign: 'align',
  textAlignValue: undefined,
  formats: true,
  duotone: null,
  canMoveUp: true,
  canMoveDown: true,
  menu: Object.freeze(['duplicate', 'insert-before', 'insert-after', 'copy', 'group']),
  canRemove: true,
});

function image(url: string): EditorBlock {
  return {
    clientId: `image-${url}`,
    name: 'core/image',
    attributes: { url },
    innerBlocks: [],
    innerHTML: '',
    innerContent: [],
  };
}

describe('sameToolbarFacts', () => {
  it('two paragraphs in the middle of a page show the same buttons, lists compared by item', () => {
    const another: ToolbarFacts = {
      ...paragraph,
      transforms: ['core/heading', 'core/list'],
      alignments: [],
      menu: ['duplicate', 'insert-before', 'insert-after', 'copy', 'group'],
    };
    expect(sameToolbarFacts(paragraph, another)).toBe(true);
  });

  it.each<[string, Partial<ToolbarFacts>]>([
    ['another type', { title: 'Heading' }],
    ['zoom-out', { reduced: true }],
    ['other transforms', { transforms: ['core/heading'] }],
    ['block alignments', { alignments: ['wide', 'full'] }],
    ['a block alignment', { align: 'wide' }],
    ['no text alignment', { textAlign: null }],
    ['centred text', { textAlignValue: 'center' }],
    ['no rich text', { formats: false }],
    ['the first block (no Move up)', { canMoveUp: false }],
    ['the last block (no Move down)', { canMoveDown: false }],
    ['a menu with Ungroup', { menu: [...paragraph.menu, 'ungroup'] }],
    ['a locked block', { canRemove: false }],
  ])('%s shows other buttons', (_what, change) => {
    expect(sameToolbarFacts(paragraph, { ...paragraph, ...change })).toBe(false);
  });

  it('the duotone menu follows its block: the same block is the same, another one is not', () => {
    const first = image('a.jpg');
    const withFirst: ToolbarFacts = { ...paragraph, duotone: { block: first, owner: PAGE } };
    expect(
      sameToolbarFacts(withFirst, { ...paragraph, duotone: { block: first, owner: PAGE } }),
    ).toBe(true);
    expect(
      sameToolbarFacts(withFirst, {
        ...paragraph,
        duotone: { block: image('b.jpg'), owner: PAGE },
      }),
    ).toBe(false);
    expect(sameToolbarFacts(withFirst, paragraph)).toBe(false);
  });
});
