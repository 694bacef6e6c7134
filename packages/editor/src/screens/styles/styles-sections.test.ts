import { describe, expect, it } from 'vitest';
import { parentScreen, parseSection, type StylesScreen, sectionOf } from './styles-sections';

describe('Styles sidebar sections', () => {
  it('reads each screen from its section', () => {
    expect(parseSection(undefined)).toEqual({ kind: 'root' });
    expect(parseSection('/')).toEqual({ kind: 'root' });
    expect(parseSection('/typography')).toEqual({ kind: 'typography' });
    expect(parseSection('/typography/heading')).toEqual({
      kind: 'typography-element',
      element: 'heading',
    });
    expect(parseSection('colors/palette/')).toEqual({ kind: 'palette' });
    expect(parseSection('/layout')).toEqual({ kind: 'layout' });
    expect(parseSection('/css')).toEqual({ kind: 'css' });
    expect(parseSection('/revisions')).toEqual({ kind: 'revisions' });
    expect(parseSection('/variations')).toEqual({ kind: 'variations' });
    expect(parseSection('/typography/font-sizes')).toEqual({ kind: 'font-sizes' });
    expect(parseSection('/typography/font-sizes/theme/x-large')).toEqual({
      kind: 'font-size',
      origin: 'theme',
      slug: 'x-large',
    });
  });

  it('reads an unknown section as the root', () => {
    expect(parseSection('/typography/quote')).toEqual({ kind: 'root' });
    expect(parseSection('/typography/text/more')).toEqual({ kind: 'root' });
    expect(parseSection('/blocks/core%2Fbutton/colors')).toEqual({ kind: 'root' });
    expect(parseSection('/typography/font-sizes/mine/large')).toEqual({ kind: 'root' });
    expect(parseSection('/typography/font-sizes/custom')).toEqual({ kind: 'root' });
    expect(parseSection('/typography/font-sizes/custom/a/b')).toEqual({ kind: 'root' });
    expect(parseSection('/typography/font-sizes/custom/%E0%A4%A')).toEqual({ kind: 'root' });
  });

  it('round-trips every screen through its section', () => {
    const screens: StylesScreen[] = [
      { kind: 'root' },
      { kind: 'typography' },
      { kind: 'typography-element', element: 'caption' },
      { kind: 'colors' },
      { kind: 'palette' },
      { kind: 'layout' },
      { kind: 'css' },
      { kind: 'revisions' },
      { kind: 'variations' },
      { kind: 'font-sizes' },
      { kind: 'font-size', origin: 'custom', slug: 'custom-1' },
      { kind: 'font-size', origin: 'default', slug: 'odd/slug' },
    ];
    for (const screen of screens) expect(parseSection(sectionOf(screen))).toEqual(screen);
    expect(sectionOf({ kind: 'root' })).toBeUndefined();
  });

  it('goes back up one level', () => {
    expect(parentScreen(parseSection('/typography/link'))).toEqual({ kind: 'typography' });
    expect(parentScreen(parseSection('/colors/palette'))).toEqual({ kind: 'colors' });
    expect(parentScreen(parseSection('/colors'))).toEqual({ kind: 'root' });
    expect(parentScreen(parseSection('/layout'))).toEqual({ kind: 'root' });
    expect(parentScreen(parseSection('/typography/font-sizes'))).toEqual({ kind: 'typography' });
    expect(parentScreen(parseSection('/typography/font-sizes/theme/large'))).toEqual({
      kind: 'font-sizes',
    });
  });
});
