import { describe, expect, it, vi } from 'vitest';
import { createStateStore } from './state-store';

describe('createStateStore', () => {
  it('merges changes and tells listeners', () => {
    const store = createStateStore({ open: false, count: 0 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ open: true });
    expect(store.getState()).toEqual({ open: true, count: 0 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the state and stays quiet when nothing changed', () => {
    const store = createStateStore({ open: false });
    const before = store.getState();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set({ open: false });
    unsubscribe();
    store.set({ open: true });
    expect(listener).not.toHaveBeenCalled();
    expect(before).toEqual({ open: false });
  });
});
