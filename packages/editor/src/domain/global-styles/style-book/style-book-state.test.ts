import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeStyleBook,
  isStyleBookOpen,
  openStyleBook,
  toggleStyleBook,
  useStyleBookOpen,
} from './style-book-state';

describe('style book state', () => {
  afterEach(() => {
    cleanup();
    closeStyleBook();
  });

  it('is closed at first; open, toggle and close reach every reader', () => {
    const first = renderHook(() => useStyleBookOpen());
    const second = renderHook(() => useStyleBookOpen());
    expect(first.result.current).toBe(false);
    act(() => openStyleBook());
    expect(first.result.current).toBe(true);
    expect(second.result.current).toBe(true);
    act(() => toggleStyleBook());
    expect(first.result.current).toBe(false);
    act(() => toggleStyleBook());
    expect(isStyleBookOpen()).toBe(true);
    act(() => closeStyleBook());
    expect(second.result.current).toBe(false);
  });
});
