import { describe, expect, it } from 'vitest';
import { elementStylePath } from './typography-elements';

describe('elementStylePath', () => {
  it('puts text at the root and every other element under elements', () => {
    expect(elementStylePath('text', 'heading')).toEqual([]);
    expect(elementStylePath('link', 'heading')).toEqual(['elements', 'link']);
    expect(elementStylePath('caption', 'h2')).toEqual(['elements', 'caption']);
  });

  it('puts headings at the level chosen, all headings at elements.heading', () => {
    expect(elementStylePath('heading', 'heading')).toEqual(['elements', 'heading']);
    expect(elementStylePath('heading', 'h3')).toEqual(['elements', 'h3']);
  });
});
