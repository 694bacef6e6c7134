import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

describe('useAfterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays false while nothing is ready, however many frames pass', () => {
    const { result } = renderHook(() => useAfterPaint(false));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current).toBe(false);
  });

  it('turns true only after a frame and a task once ready, then stays true', () => {
    const { result, rerender } = renderHook(({ ready }) => useAfterPaint(ready), {
      initialProps: { ready: false },
    });
    rerender({ ready: true });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toBe(true);
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });
});
