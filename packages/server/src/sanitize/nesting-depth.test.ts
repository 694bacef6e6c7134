import { describe, expect, it } from 'vitest';
import { nestingDepth, nestsDeeperThan } from './nesting-depth.js';

describe('nestingDepth', () => {
  it('counts element levels as the HTML parser builds them', () => {
    expect(nestingDepth('text')).toBe(1);
    expect(nestingDepth('<p>a</p><p>b</p>')).toBe(2);
    expect(nestingDepth('<div><ul><li><b>x</b></li></ul></div>')).toBe(5);
    // A paragraph closes the open paragraph: no nesting however many there are.
    expect(nestingDepth('<p>a<p>b<p>c')).toBe(2);
  });

  it('is not fooled by end tags hidden in attributes or raw text', () => {
    const hidden = '<div title="</div></div>"><style></div></div></style>'.repeat(10);
    // Ten divs, the last one's style element, and its text.
    expect(nestingDepth(hidden)).toBe(12);
  });
});

describe('nestsDeeperThan', () => {
  it('lets long flat content through', () => {
    expect(nestsDeeperThan('<p>a<br>b<img src="x.png"></p>'.repeat(2000), 256)).toBe(false);
  });

  it('catches deep nesting, however it is written', () => {
    expect(nestsDeeperThan('<div>'.repeat(300), 256)).toBe(true);
    expect(nestsDeeperThan('<div><style></div></style>'.repeat(300), 256)).toBe(true);
    expect(nestsDeeperThan('<div>'.repeat(200), 256)).toBe(false);
  });
});
