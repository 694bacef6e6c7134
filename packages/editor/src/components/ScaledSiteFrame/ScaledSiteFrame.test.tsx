import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { giveBoxesASize } from '../../testing/box-size';
import { ScaledSiteFrame } from './ScaledSiteFrame';

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
