import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScaledSiteFrame } from './ScaledSiteFrame';

/** The box the frame is scaled into: happy-dom lays nothing out, so its size is given here. */
function giveBoxesASize(width: number, height: number) {
  const prototype = HTMLElement.prototype;
  const originals = ['clientWidth', 'clientHeight'].map(
    (name) => [name, Object.getOwnPropertyDescriptor(prototype, name)] as const,
  );
  Object.defineProperty(prototype, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(prototype, 'clientHeight', { configurable: true, get: () => height });
  return () => {
    for (const [name, descriptor] of originals) {
      if (descriptor) Object.defineProperty(prototype, name, descriptor);
    }
  };
}

describe('ScaledSiteFrame', () => {
  let restoreBoxes = () => {};
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    restoreBoxes = giveBoxesASize(640, 300);
  });
  afterEach(() => {
    vi.useRealTimers();
    restoreBoxes();
  });

  it('adds the frame only after its box has been painted, then scaled to the box', () => {
    render(<ScaledSiteFrame src="http://localhost/about/" title="Preview" />);
    expect(screen.queryByTitle('Preview')).toBeNull();
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    // The frame's callbacks run before its paint: the frame comes in the task after it.
    expect(screen.queryByTitle('Preview')).toBeNull();
    act(() => {
      vi.runOnlyPendingTimers();
    });
    const frame = screen.getByTitle('Preview');
    expect(frame.getAttribute('src')).toBe('http://localhost/about/');
    expect(frame.style.transform).toBe('scale(0.5)');
    expect(frame.style.width).toBe('1280px');
    expect(frame.style.height).toBe('600px');
  });
});
