import { describe, expect, it } from 'vitest';
import { readPath, stylePath, withPath } from './style-tree';

describe('style paths of the global styles record', () => {
  it('splits a dotted path', () => {
    expect(stylePath('elements.link.color.text')).toEqual(['elements', 'link', 'color', 'text']);
    expect(stylePath('')).toEqual([]);
  });

  it('reads a deep value, undefined when a step is missing or not an object', () => {
    const styles = { elements: { link: { color: { text: '#f00' } } }, typography: 'x' };
    expect(readPath(styles, stylePath('elements.link.color.text'))).toBe('#f00');
    expect(readPath(styles, stylePath('elements.h1.typography.fontSize'))).toBeUndefined();
    expect(readPath(styles, stylePath('typography.fontSize'))).toBeUndefined();
  });

  it('sets a value, creating the branches and keeping its siblings, without changing the input', () => {
    const styles = Object.freeze({ color: Object.freeze({ background: '#fff' }) });
    const next = withPath(styles, stylePath('elements.h1.typography.fontSize'), '3rem');
    expect(next).toEqual({
      color: { background: '#fff' },
      elements: { h1: { typography: { fontSize: '3rem' } } },
    });
    expect(styles).toEqual({ color: { background: '#fff' } });
  });

  it('prunes emptied branches when a value is removed or emptied', () => {
    const styles = { typography: { fontSize: '1rem' }, color: { text: '#000' } };
    expect(withPath(styles, stylePath('typography.fontSize'), undefined)).toEqual({
      color: { text: '#000' },
    });
    expect(withPath({ color: { text: '#000' } }, stylePath('color.text'), '')).toEqual({});
  });

  it('sets a whole node, and an empty node removes it', () => {
    const styles = { elements: { heading: { color: { text: 'red' } } } };
    expect(
      withPath(styles, ['elements', 'heading'], { typography: { fontWeight: '700' } }),
    ).toEqual({ elements: { heading: { typography: { fontWeight: '700' } } } });
    expect(withPath(styles, ['elements', 'heading'], {})).toEqual({});
  });
});
