import { describe, expect, it } from 'vitest';
import { addClassesToFirstTag } from './first-tag';

describe('addClassesToFirstTag', () => {
  it('appends to an existing class attribute without duplicates', () => {
    expect(
      addClassesToFirstTag('<div class="a b" id="x"><p class="c"></p></div>', ['b', 'd']),
    ).toBe('<div class="a b d" id="x"><p class="c"></p></div>');
  });

  it('adds a class attribute when there is none, keeping leading whitespace and void tags', () => {
    expect(addClassesToFirstTag('\n<hr/>', ['e'])).toBe('\n<hr class="e"/>');
  });

  it('leaves text and empty lists alone', () => {
    expect(addClassesToFirstTag('plain <b>text</b>', ['x'])).toBe('plain <b>text</b>');
    expect(addClassesToFirstTag('<div></div>', [])).toBe('<div></div>');
  });
});
