// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useProgressiveItems } from './use-progressive-items';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index);

afterEach(cleanup);

describe('useProgressiveItems', () => {
  it('shows 3 items first, then grows by 3 per frame to all of them', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const shown = useProgressiveItems(numbers(10));
      seen.push(shown.length);
      return shown;
    });
    expect(seen[0]).toBe(3);
    await waitFor(() => expect(result.current).toEqual(numbers(10)));
    expect([...new Set(seen)]).toEqual([3, 6, 9, 10]);
  });

  it('does not start over for a new array with the same items', async () => {
    const items = numbers(7);
    const { result, rerender } = renderHook(({ list }) => useProgressiveItems(list), {
      initialProps: { list: items },
    });
    await waitFor(() => expect(result.current).toHaveLength(7));
    rerender({ list: [...items] });
    expect(result.current).toHaveLength(7);
  });

  it('starts over when the items change', async () => {
    const { result, rerender } = renderHook(({ list }) => useProgressiveItems(list), {
      initialProps: { list: numbers(5) },
    });
    await waitFor(() => expect(result.current).toHaveLength(5));
    rerender({ list: numbers(8).reverse() });
    expect(result.current).toEqual([7, 6, 5]);
    await waitFor(() => expect(result.current).toHaveLength(8));
  });

  it('copes with an empty list', () => {
    const { result } = renderHook(() => useProgressiveItems([]));
    expect(result.current).toEqual([]);
  });
});
