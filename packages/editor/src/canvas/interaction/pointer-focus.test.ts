import { afterEach, describe, expect, it } from 'vitest';
import { type PendingPointer, pointerWillFocus } from './pointer-focus';

function blocks() {
  document.body.innerHTML =
    '<div data-block="a" tabindex="-1"><p contenteditable="true">A</p></div>' +
    '<div data-block="b" tabindex="-1"><img alt=""></div>';
  const [a, b] = Array.from(document.querySelectorAll('[data-block]'));
  if (a === undefined || b === undefined) throw new Error('no blocks');
  return { a, b };
}

const pressed = (target: Node | null, prevented = false): PendingPointer => {
  if (target === null) throw new Error('no target');
  return { target, prevented: () => prevented };
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('pointerWillFocus', () => {
  it('leaves focus to the browser when the press is inside the selected block', () => {
    const { a, b } = blocks();
    expect(pointerWillFocus(pressed(a.querySelector('p')), a)).toBe(true);
    expect(pointerWillFocus(pressed(b.querySelector('img')), b)).toBe(true);
  });

  it('moves focus itself when the press was elsewhere, prevented, or there was none', () => {
    const { a, b } = blocks();
    expect(pointerWillFocus(pressed(a.querySelector('p')), b)).toBe(false);
    expect(pointerWillFocus(pressed(b.querySelector('img'), true), b)).toBe(false);
    expect(pointerWillFocus(null, a)).toBe(false);
  });
});
