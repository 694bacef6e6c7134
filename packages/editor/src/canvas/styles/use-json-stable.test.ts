import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useJsonStable } from './use-json-stable';

describe('useJsonStable', () => {
  it('keeps the first object while an equal one comes, and takes a different one', () => {
    const first = { fluid: true };
    const view = renderHook(({ value }) => useJsonStable(value), {
      initialProps: { value: first },
    });
    view.rerender({ value: { fluid: true } });
    expect(view.result.current).toBe(first);
    const changed = { fluid: false };
    view.rerender({ value: changed });
    expect(view.result.current).toBe(changed);
  });

  it('does not write out again the object it was given last time', () => {
    const value = { fluid: true, sizes: [1, 2] };
    const view = renderHook(({ value }) => useJsonStable(value), { initialProps: { value } });
    const stringify = vi.spyOn(JSON, 'stringify');
    view.rerender({ value });
    view.rerender({ value });
    expect(stringify).not.toHaveBeenCalled();
    expect(view.result.current).toBe(value);
    const equal = { fluid: true, sizes: [1, 2] };
    view.rerender({ value: equal });
    expect(stringify).toHaveBeenCalledTimes(1);
    expect(view.result.current).toBe(value);
    view.rerender({ value: equal });
    expect(stringify).toHaveBeenCalledTimes(1);
    stringify.mockRestore();
  });
});
