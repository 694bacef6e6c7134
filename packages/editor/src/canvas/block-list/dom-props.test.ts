import { describe, expect, it } from 'vitest';
import { attributesToProps, joinClasses, styleToObject } from './dom-props';

describe('styleToObject', () => {
  it('reads declarations, keeping custom properties and values with semicolons in url()', () => {
    expect(
      styleToObject(
        'padding-top:var(--wp--preset--spacing--60); --x: 1px;background-image:url(data:a;b)',
      ),
    ).toEqual({
      paddingTop: 'var(--wp--preset--spacing--60)',
      '--x': '1px',
      backgroundImage: 'url(data:a;b)',
    });
  });
});

describe('attributesToProps', () => {
  it('renames, parses style, turns boolean attributes into true and drops handlers', () => {
    expect(
      attributesToProps([
        { name: 'class', value: 'a b' },
        { name: 'style', value: 'color:red' },
        { name: 'controls', value: '' },
        { name: 'onclick', value: 'alert(1)' },
        { name: 'data-x', value: '1' },
      ]),
    ).toEqual({ className: 'a b', style: { color: 'red' }, controls: true, 'data-x': '1' });
  });
});

describe('joinClasses', () => {
  it('joins non-empty names', () => {
    expect(joinClasses('a', '', undefined, false, 'b')).toBe('a b');
  });
});
