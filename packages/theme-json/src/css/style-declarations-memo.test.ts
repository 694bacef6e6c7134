import { describe, expect, it } from 'vitest';
import type { StyleProperties } from '../types/styles';
import type { ThemeJson } from '../types/theme-json';
import { computeStyleDeclarations } from './style-properties';

// computeStyleDeclarations remembers what it wrote for a node object; these check that what it
// gives back always follows the theme.json the node is written against.
describe('computeStyleDeclarations with remembered nodes', () => {
  it('follows a ref to its current target, not to the one of an earlier build', () => {
    const node: StyleProperties = { color: { text: { ref: 'styles.color.background' } } };
    const red: ThemeJson = { version: 3, styles: { color: { background: '#ff0000' } } };
    const blue: ThemeJson = { version: 3, styles: { color: { background: '#0000ff' } } };
    expect(computeStyleDeclarations(node, red)).toEqual([{ property: 'color', value: '#ff0000' }]);
    expect(computeStyleDeclarations(node, blue)).toEqual([{ property: 'color', value: '#0000ff' }]);
  });

  it('follows a ref in the root padding', () => {
    const node: StyleProperties = {
      spacing: { padding: { left: { ref: 'styles.spacing.blockGap' } } },
    };
    const small: ThemeJson = { version: 3, styles: { spacing: { blockGap: '1rem' } } };
    const large: ThemeJson = { version: 3, styles: { spacing: { blockGap: '3rem' } } };
    const options = { rootPaddingAsProperties: true };
    expect(computeStyleDeclarations(node, small, options)).toEqual([
      { property: '--wp--style--root--padding-left', value: '1rem' },
    ]);
    expect(computeStyleDeclarations(node, large, options)).toEqual([
      { property: '--wp--style--root--padding-left', value: '3rem' },
    ]);
  });

  it('writes font sizes again when the fluid typography settings change', () => {
    const node: StyleProperties = { typography: { fontSize: '2rem' } };
    const fixed: ThemeJson = { version: 3, settings: { typography: { fluid: false } } };
    const fluid: ThemeJson = { version: 3, settings: { typography: { fluid: true } } };
    const narrow: ThemeJson = {
      version: 3,
      settings: { typography: { fluid: true }, layout: { wideSize: '800px' } },
    };
    const sizes = [fixed, fluid, narrow, fixed].map(
      (themeJson) => computeStyleDeclarations(node, themeJson)[0]?.value,
    );
    expect(sizes[0]).toBe('2rem');
    expect(sizes[1]).toMatch(/^clamp\(/);
    expect(sizes[2]).toMatch(/^clamp\(/);
    expect(sizes[2]).not.toBe(sizes[1]);
    expect(sizes[3]).toBe('2rem');
  });

  it('tells a fluid setting with a key set to undefined from an empty one', () => {
    const node: StyleProperties = { typography: { fontSize: '2rem' } };
    const empty: ThemeJson = { version: 3, settings: { typography: { fluid: {} } } };
    const keyed: ThemeJson = {
      version: 3,
      settings: { typography: { fluid: { minFontSize: undefined } } },
    };
    expect(computeStyleDeclarations(node, empty)[0]?.value).toBe('2rem');
    expect(computeStyleDeclarations(node, keyed)[0]?.value).toMatch(/^clamp\(/);
  });

  it('writes padding as properties or as padding, as each call asks', () => {
    const node: StyleProperties = { spacing: { padding: '1rem' } };
    const themeJson: ThemeJson = { version: 3 };
    const asProperties = computeStyleDeclarations(node, themeJson, {
      rootPaddingAsProperties: true,
    });
    const asPadding = computeStyleDeclarations(node, themeJson);
    expect(asProperties.map((declaration) => declaration.property)).toContain(
      '--wp--style--root--padding-top',
    );
    expect(asPadding).toEqual([{ property: 'padding', value: '1rem' }]);
  });

  it('hands each caller its own list', () => {
    const node: StyleProperties = { color: { text: '#111111' } };
    const themeJson: ThemeJson = { version: 3 };
    const first = computeStyleDeclarations(node, themeJson);
    first.push({ property: 'color', value: '#222222' });
    expect(computeStyleDeclarations(node, themeJson)).toEqual([
      { property: 'color', value: '#111111' },
    ]);
  });
});
