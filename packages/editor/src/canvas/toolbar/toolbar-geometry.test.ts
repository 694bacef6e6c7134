import { describe, expect, it } from 'vitest';
import { type ToolbarPosition, toolbarTransform } from './toolbar-geometry';

const at = (top: number, left: number, scale: number): ToolbarPosition => ({
  top,
  left,
  scale,
  side: 'above',
  maxWidth: 1000,
});

describe('toolbarTransform', () => {
  it('moves the toolbar to its place', () => {
    expect(toolbarTransform(at(120, 40, 1))).toBe('translate(40px, 120px)');
  });

  it('in zoom-out also scales it back to its normal size', () => {
    expect(toolbarTransform(at(50, 10, 0.5))).toBe('translate(10px, 50px) scale(2)');
  });
});
