import type { BlockNode } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { blockLook, holdsPageField, isPageField } from './template-lock';

function node(name: string, innerBlocks: BlockNode[] = []): BlockNode {
  return Object.freeze({ name, attributes: {}, innerBlocks, innerHTML: '', innerContent: [] });
}

const header = node('core/template-part');
const title = node('core/post-title');
const content = node('core/post-content');
const main = node('core/group', [title, node('core/post-featured-image'), content]);
const paragraph = node('core/paragraph');

describe('page fields', () => {
  it('are the post content, title and featured image blocks', () => {
    expect(
      ['core/post-content', 'core/post-title', 'core/post-featured-image'].every(isPageField),
    ).toBe(true);
    expect(isPageField('core/site-title')).toBe(false);
    expect(isPageField(null)).toBe(false);
  });

  it('are found inside the blocks that hold them', () => {
    expect(holdsPageField(main)).toBe(true);
    expect(holdsPageField(node('core/group', [node('core/columns', [content])]))).toBe(true);
    expect(holdsPageField(header)).toBe(false);
    expect(holdsPageField(node('core/query', [node('core/post-template', [title])]))).toBe(false);
  });
});

describe('blockLook', () => {
  it('keeps every block of an unlocked canvas editable', () => {
    expect(blockLook('default', header)).toEqual({
      editable: true,
      pageField: false,
      dimmed: false,
      inner: 'default',
    });
  });

  it('locks and dims a template block without a page field, and its inner blocks are not dimmed again', () => {
    const look = blockLook('locked', header);
    expect(look).toEqual({
      editable: false,
      pageField: false,
      dimmed: true,
      inner: 'locked-dimmed',
    });
    expect(blockLook(look.inner, node('core/site-title'))).toEqual({
      editable: false,
      pageField: false,
      dimmed: false,
      inner: 'locked-dimmed',
    });
  });

  it('locks a block around a page field without dimming it, so only its other blocks fade', () => {
    const look = blockLook('locked', main);
    expect(look).toMatchObject({ editable: false, dimmed: false, inner: 'locked' });
    expect(blockLook(look.inner, node('core/spacer'))).toMatchObject({ dimmed: true });
  });

  it("makes a page field the page's and the page's blocks inside it editable", () => {
    const look = blockLook('locked', content);
    expect(look).toEqual({ editable: false, pageField: true, dimmed: false, inner: 'default' });
    expect(blockLook(look.inner, paragraph)).toMatchObject({ editable: true, dimmed: false });
  });

  it('does not treat a page field inside a dimmed block as the page', () => {
    expect(blockLook('locked-dimmed', title)).toMatchObject({ editable: false, pageField: false });
  });
});
