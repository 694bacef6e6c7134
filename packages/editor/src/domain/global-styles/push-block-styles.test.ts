import { type BlockSupports, createCoreRegistry } from '@atelier/blocks';
import { describe, expect, it } from 'vitest';
import { blockStylesToPush, hasPushableStyles, pushBlockStyles } from './push-block-styles';

function deepFreeze<V>(value: V): V {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

const registry = createCoreRegistry();
const supportsOf = (name: string): BlockSupports => registry.get(name)?.supports ?? {};
const BUTTON = supportsOf('core/button');

describe('hasPushableStyles', () => {
  it('is true for a block type with a style support, false without one', () => {
    expect(hasPushableStyles('core/button', BUTTON)).toBe(true);
    expect(hasPushableStyles('core/html', supportsOf('core/html'))).toBe(false);
    expect(hasPushableStyles('x/shadow', { shadow: true, anchor: true })).toBe(false);
    expect(hasPushableStyles('core/group', { dimensions: { aspectRatio: true } })).toBe(false);
  });
});

describe('blockStylesToPush', () => {
  it('is empty for a block without styles of its own (the button is disabled)', () => {
    expect(blockStylesToPush('core/button', BUTTON, { text: 'Buy' })).toEqual([]);
    expect(blockStylesToPush('core/button', BUTTON, { style: {} })).toEqual([]);
  });

  it('turns preset slug attributes into references, winning over a custom value there', () => {
    const pushed = blockStylesToPush('core/button', BUTTON, {
      backgroundColor: 'accent',
      fontSize: 'large',
      fontFamily: 'figtree',
      borderColor: 'contrast',
      gradient: 'dusk',
      style: { color: { background: '#ffffff' } },
    });
    expect(pushed.map(({ path, value }) => [path.join('.'), value])).toEqual([
      ['color.background', 'var:preset|color|accent'],
      ['color.gradient', 'var:preset|gradient|dusk'],
      ['typography.fontSize', 'var:preset|font-size|large'],
      ['typography.fontFamily', 'var:preset|font-family|figtree'],
      ['border.color', 'var:preset|color|contrast'],
    ]);
  });

  it('takes only what the block type supports', () => {
    const style = {
      color: { text: '#111111', background: '#eeeeee' },
      typography: { lineHeight: '1.2', letterSpacing: '2px', textTransform: 'uppercase' },
      spacing: { padding: '1rem', margin: { top: '2rem' } },
      dimensions: { minHeight: '10vh' },
      shadow: 'var:preset|shadow|natural',
    };
    // The button has colours, line height and padding, but no letter spacing, letter case,
    // margin, minimum height (and a shadow is not a group that is pushed).
    const pushed = blockStylesToPush('core/button', BUTTON, { style });
    expect(pushed.map(({ path }) => path.join('.'))).toEqual([
      'color.text',
      'color.background',
      'typography.lineHeight',
      'spacing.padding',
    ]);
    // A paragraph has margin, letter spacing and letter case too, still no minimum height.
    const paragraph = blockStylesToPush('core/paragraph', supportsOf('core/paragraph'), {
      style,
    });
    expect(paragraph.map(({ path }) => path.join('.'))).toEqual([
      'color.text',
      'color.background',
      'typography.lineHeight',
      'typography.letterSpacing',
      'typography.textTransform',
      'spacing.padding',
      'spacing.margin',
    ]);
  });

  it('leaves out block spacing for a block that writes its spacing itself, aspect ratio for the group', () => {
    const gap: BlockSupports = { spacing: { blockGap: true } };
    expect(
      blockStylesToPush('x/gap', gap, { style: { spacing: { blockGap: '1rem' } } }),
    ).toHaveLength(1);
    expect(
      blockStylesToPush(
        'x/gap',
        { ...gap, skipSerialization: ['spacing'] },
        { style: { spacing: { blockGap: '1rem' } } },
      ),
    ).toEqual([]);
    const ratio: BlockSupports = { dimensions: { aspectRatio: true } };
    const attributes = { style: { dimensions: { aspectRatio: '16/9' } } };
    expect(blockStylesToPush('core/cover', ratio, attributes)).toHaveLength(1);
    expect(blockStylesToPush('core/group', ratio, attributes)).toEqual([]);
  });

  it('takes link and link hover colours when the block supports link colour', () => {
    const link = {
      style: {
        elements: { link: { color: { text: '#00f' }, ':hover': { color: { text: '#f00' } } } },
      },
    };
    expect(blockStylesToPush('x/text', { color: { link: true } }, link)).toHaveLength(2);
    expect(blockStylesToPush('x/text', { color: {} }, link)).toEqual([]);
  });
});

describe('pushBlockStyles', () => {
  it('is null when there is nothing to push', () => {
    expect(pushBlockStyles('core/button', BUTTON, {}, {})).toBeNull();
  });

  it('moves the block’s values into styles.blocks[name] and out of the block', () => {
    const user = deepFreeze({
      color: { text: '#222222' },
      blocks: {
        'core/button': { color: { text: '#ffffff' }, typography: { fontWeight: '700' } },
        'core/heading': { color: { text: '#333333' } },
      },
    });
    const attributes = deepFreeze({
      text: 'Buy',
      backgroundColor: 'accent',
      style: {
        color: { text: '#000000' },
        spacing: { padding: { top: '1rem', bottom: '1rem' } },
        shadow: 'var:preset|shadow|natural',
      },
    });
    const result = pushBlockStyles('core/button', BUTTON, attributes, user);
    expect(result?.styles).toEqual({
      color: { text: '#222222' },
      blocks: {
        'core/button': {
          color: { text: '#000000', background: 'var:preset|color|accent' },
          typography: { fontWeight: '700' },
          spacing: { padding: { top: '1rem', bottom: '1rem' } },
        },
        'core/heading': { color: { text: '#333333' } },
      },
    });
    expect(result?.attributes).toEqual({
      backgroundColor: undefined,
      style: { shadow: 'var:preset|shadow|natural' },
    });
  });

  it('clears the style attribute once everything in it was pushed, and only pushed presets', () => {
    const result = pushBlockStyles(
      'core/button',
      BUTTON,
      { textColor: 'base', style: { border: { radius: '8px', width: '2px', style: 'solid' } } },
      {},
    );
    expect(result?.attributes).toEqual({ textColor: undefined, style: undefined });
    expect(result?.styles).toEqual({
      blocks: {
        'core/button': {
          color: { text: 'var:preset|color|base' },
          border: { radius: '8px', width: '2px', style: 'solid' },
        },
      },
    });
    expect(Object.keys(result?.attributes ?? {})).not.toContain('backgroundColor');
  });

  it('sets a flat border value on the sides the block type’s node already splits', () => {
    const user = {
      blocks: {
        'core/button': { border: { top: { color: '#111111', width: '1px' }, radius: '2px' } },
      },
    };
    const result = pushBlockStyles(
      'core/button',
      BUTTON,
      { style: { border: { color: '#ff0000', width: '3px' } } },
      user,
    );
    expect(result?.styles).toEqual({
      blocks: {
        'core/button': {
          border: {
            color: '#ff0000',
            width: '3px',
            top: { color: '#ff0000', width: '3px' },
            radius: '2px',
          },
        },
      },
    });
  });

  it('pushes per-side borders as they are', () => {
    const result = pushBlockStyles(
      'core/button',
      BUTTON,
      { style: { border: { left: { color: '#00ff00', style: 'dashed', width: '4px' } } } },
      {},
    );
    expect(result?.styles).toEqual({
      blocks: {
        'core/button': { border: { left: { color: '#00ff00', style: 'dashed', width: '4px' } } },
      },
    });
    expect(result?.attributes.style).toBeUndefined();
  });
});

describe('pushing a duotone', () => {
  const IMAGE = supportsOf('core/image');

  it("moves an image's style.color.duotone to its block type's filter.duotone", () => {
    expect(hasPushableStyles('core/image', IMAGE)).toBe(true);
    const attributes = deepFreeze({
      url: '/up/hills.png',
      style: {
        color: { duotone: 'var:preset|duotone|ink-linen' },
        border: { radius: '8px' },
      },
    });
    const user = deepFreeze({ blocks: { 'core/image': { filter: { duotone: 'unset' } } } });
    const result = pushBlockStyles('core/image', IMAGE, attributes, user);
    expect(result?.styles).toEqual({
      blocks: {
        'core/image': {
          filter: { duotone: 'var:preset|duotone|ink-linen' },
          border: { radius: '8px' },
        },
      },
    });
    expect(result?.attributes).toEqual({ style: undefined });
  });

  it("pushes 'unset' too, and no duotone for a block type without the support", () => {
    const unset = { style: { color: { duotone: 'unset' } } };
    expect(blockStylesToPush('core/image', IMAGE, unset)).toEqual([
      { path: ['color', 'duotone'], target: ['filter', 'duotone'], value: 'unset' },
    ]);
    expect(blockStylesToPush('core/button', BUTTON, unset)).toEqual([]);
  });
});
