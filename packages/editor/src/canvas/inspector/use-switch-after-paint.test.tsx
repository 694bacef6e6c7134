import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSwitchAfterPaint } from './use-switch-after-paint';

interface Selected {
  id: string;
  text: string;
}

/** Lets the next frame and the task after it run. */
const afterPaint = () =>
  act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(() => done(), 0))));

function follow(initial: Selected | null) {
  return renderHook(({ value }) => useSwitchAfterPaint(value, value?.id ?? null), {
    initialProps: { value: initial },
  });
}

afterEach(cleanup);

describe('useSwitchAfterPaint', () => {
  it('passes changes of the same key through at once', () => {
    const first = { id: 'a', text: 'one' };
    const hook = follow(first);
    const edited = { id: 'a', text: 'one more' };
    hook.rerender({ value: edited });
    expect(hook.result.current).toBe(edited);
  });

  it('keeps the previous value, the same object, until the frame after a new key', async () => {
    const first = { id: 'a', text: 'one' };
    const hook = follow(first);
    const edited = { id: 'a', text: 'one more' };
    hook.rerender({ value: edited });
    const next = { id: 'b', text: 'two' };
    hook.rerender({ value: next });
    expect(hook.result.current).toBe(edited);
    await afterPaint();
    expect(hook.result.current).toBe(next);
  });

  it('follows to and from nothing selected after the frame too', async () => {
    const hook = follow(null);
    const first = { id: 'a', text: 'one' };
    hook.rerender({ value: first });
    expect(hook.result.current).toBeNull();
    await afterPaint();
    expect(hook.result.current).toBe(first);
    hook.rerender({ value: null });
    expect(hook.result.current).toBe(first);
    await afterPaint();
    expect(hook.result.current).toBeNull();
  });

  it('goes straight to the latest key when the selection moves twice within a frame', async () => {
    const hook = follow({ id: 'a', text: 'one' });
    hook.rerender({ value: { id: 'b', text: 'two' } });
    const last = { id: 'c', text: 'three' };
    hook.rerender({ value: last });
    await afterPaint();
    expect(hook.result.current).toBe(last);
  });
});

describe('useSwitchAfterPaint with a comparison', () => {
  it('takes a value made afresh on every render as the same when the comparison says so', async () => {
    const block = { id: 'a', text: 'one' };
    const hook = renderHook(
      ({ value }) => useSwitchAfterPaint({ block: value }, value.id, (a, b) => a.block === b.block),
      { initialProps: { value: block } },
    );
    const before = hook.result.current;
    hook.rerender({ value: block });
    expect(hook.result.current.block).toBe(before.block);
    const next = { id: 'b', text: 'two' };
    hook.rerender({ value: next });
    expect(hook.result.current.block).toBe(block);
    await afterPaint();
    expect(hook.result.current.block).toBe(next);
  });
});
