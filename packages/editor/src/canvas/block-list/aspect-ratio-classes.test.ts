import { createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import type { EditorBlock } from '../state/editor-block';
import { canvasAspectRatio } from './aspect-ratio-classes';
import { canvasLayout } from './layout-classes';

const registry = createCoreRegistry();
const type = (name: string) => {
  const found = registry.get(name);
  if (found === undefined) throw new Error(`no ${name}`);
  return found;
};

describe('a block aspect ratio in the canvas', () => {
  it('gives a cover its ratio through a class of its own, as the public site adds it at render', () => {
    const block = {
      clientId: 'c1',
      attributes: { style: { dimensions: { aspectRatio: '16/9' } } },
    };
    expect(canvasAspectRatio(type('core/cover'), block)).toEqual({
      classes: ['has-aspect-ratio', 'wp-aspect-ratio-c1'],
      css: '.wp-aspect-ratio-c1{aspect-ratio:16/9;min-height:unset}',
    });
    const cover: EditorBlock = {
      ...block,
      name: 'core/cover',
      innerBlocks: [],
      innerHTML: '',
      innerContent: [],
    };
    const layout = canvasLayout(type('core/cover'), cover);
    expect(layout.classes).toEqual(
      expect.arrayContaining(['has-aspect-ratio', 'wp-aspect-ratio-c1']),
    );
    expect(layout.css).toContain('.wp-aspect-ratio-c1{aspect-ratio:16/9;min-height:unset}');
  });

  it('gives nothing without a valid ratio or to a block without the support', () => {
    const none = { classes: [], css: '' };
    const bad = {
      clientId: 'c2',
      attributes: { style: { dimensions: { aspectRatio: '1;color:red' } } },
    };
    expect(canvasAspectRatio(type('core/cover'), bad)).toEqual(none);
    const image = { clientId: 'c3', attributes: { style: { dimensions: { aspectRatio: '1' } } } };
    expect(canvasAspectRatio(type('core/paragraph'), image)).toEqual(none);
  });
});
