import { describe, expect, it } from 'vitest';
import { variationLayer } from './variation-layer';
import {
  groupVariations,
  partialPropertyOf,
  pickProperty,
  withoutProperty,
} from './variation-parts';

const tree = {
  color: { text: 'red' },
  typography: { fontSize: '1rem' },
  elements: { link: { color: { text: 'blue' }, typography: { fontWeight: '700' } } },
  blocks: { 'core/button': { border: { radius: '4px' } } },
};

describe('pickProperty / withoutProperty', () => {
  it('keeps only the branches named by the property, at any depth', () => {
    expect(pickProperty(tree, 'color')).toEqual({
      color: { text: 'red' },
      elements: { link: { color: { text: 'blue' } } },
    });
  });

  it('removes those branches and prunes what is left empty', () => {
    expect(
      withoutProperty({ color: { text: 'red' }, elements: { link: { color: {} } } }, 'color'),
    ).toEqual({});
    expect(withoutProperty(tree, 'typography')).toEqual({
      color: { text: 'red' },
      elements: { link: { color: { text: 'blue' } } },
      blocks: { 'core/button': { border: { radius: '4px' } } },
    });
  });
});

describe('partialPropertyOf', () => {
  it('names a colour partial and a typography partial', () => {
    const colors = variationLayer({
      title: 'Ember',
      slug: 'colors/ember',
      settings: { color: { palette: [{ slug: 'base', name: 'Base', color: '#fff' }] } },
      styles: { elements: { button: { color: { background: 'red' } } } },
    });
    expect(partialPropertyOf(colors)).toBe('color');
    const typography = variationLayer({
      title: 'Mono',
      slug: 'typography/mono',
      styles: { elements: { heading: { typography: { fontFamily: 'monospace' } } } },
    });
    expect(partialPropertyOf(typography)).toBe('typography');
  });

  it('calls a variation that changes more than one property (or nothing) full', () => {
    expect(
      partialPropertyOf(
        variationLayer({
          title: 'Dusk',
          slug: 'dusk',
          styles: { color: { text: 'white' }, typography: { lineHeight: '1.7' } },
        }),
      ),
    ).toBeNull();
    expect(partialPropertyOf(variationLayer({ title: 'Empty', slug: 'empty' }))).toBeNull();
  });
});

describe('groupVariations', () => {
  it('sorts full variations and partials, keeping their order', () => {
    const dusk = {
      title: 'Dusk',
      slug: 'dusk',
      styles: { color: { text: 'white' }, typography: { lineHeight: '2' } },
    };
    const ember = { title: 'Ember', slug: 'colors/ember', styles: { color: { text: 'red' } } };
    const mono = {
      title: 'Mono',
      slug: 'typography/mono',
      styles: { typography: { fontFamily: 'monospace' } },
    };
    const meadow = {
      title: 'Meadow',
      slug: 'meadow',
      settings: { layout: { contentSize: '600px' } },
    };
    expect(groupVariations([ember, dusk, mono, meadow])).toEqual({
      full: [dusk, meadow],
      color: [ember],
      typography: [mono],
    });
  });
});
