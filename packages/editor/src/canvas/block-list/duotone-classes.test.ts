import { createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import type { EditorBlock } from '../state/editor-block';
import { canvasDuotone } from './duotone-classes';
import { canvasLayout } from './layout-classes';

const registry = createCoreRegistry();
const type = (name: string) => {
  const found = registry.get(name);
  if (found === undefined) throw new Error(`no ${name}`);
  return found;
};

describe('a block duotone in the canvas', () => {
  it("gives a preset's class, whose rule the global stylesheet holds", () => {
    const block = {
      clientId: 'c1',
      attributes: { style: { color: { duotone: 'var:preset|duotone|ink' } } },
    };
    expect(canvasDuotone(type('core/image'), block)).toEqual({
      classes: ['wp-duotone-ink'],
      css: '',
    });
  });

  it('removes an inherited filter with a class of its own for unset (the cover: its background)', () => {
    const block = { clientId: 'c2', attributes: { style: { color: { duotone: 'unset' } } } };
    expect(canvasDuotone(type('core/image'), block)).toEqual({
      classes: ['wp-duotone-unset-c2'],
      css: '.wp-duotone-unset-c2 img{filter:unset}',
    });
    expect(canvasDuotone(type('core/cover'), block).css).toBe(
      '.wp-duotone-unset-c2 > .wp-block-cover__image-background, .wp-duotone-unset-c2 > .wp-block-cover__video-background{filter:unset}',
    );
  });

  it('gives nothing without a duotone or for a value that is not a preset', () => {
    expect(canvasDuotone(type('core/image'), { clientId: 'c3', attributes: {} })).toEqual({
      classes: [],
      css: '',
    });
    const odd = { clientId: 'c4', attributes: { style: { color: { duotone: 'url(#x)' } } } };
    expect(canvasDuotone(type('core/image'), odd)).toEqual({ classes: [], css: '' });
  });

  it("is part of the block's canvas classes beside its layout", () => {
    const block: EditorBlock = {
      clientId: 'c5',
      name: 'core/image',
      attributes: { style: { color: { duotone: 'var:preset|duotone|ink' } } },
      innerBlocks: [],
      innerHTML: '',
      innerContent: [],
    };
    expect(canvasLayout(type('core/image'), block).classes).toEqual(['wp-duotone-ink']);
    const group: EditorBlock = { ...block, clientId: 'c6', name: 'core/group', attributes: {} };
    expect(canvasLayout(type('core/group'), group).classes).not.toContain('wp-duotone-ink');
  });
});
