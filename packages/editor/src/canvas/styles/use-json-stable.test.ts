import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
