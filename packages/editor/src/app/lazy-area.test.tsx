import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaErrorBoundary } from '../components/AreaErrorBoundary';
import { isLazyArea, lazyArea } from './lazy-area';

function Hello() {
  return <p>Hello from a chunk</p>;
}

describe('lazyArea', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('renders the picked export once loaded, downloading it only once', async () => {
    const load = vi.fn(() => Promise.resolve({ Hello }));
    const Area = lazyArea(load, (module) => module.Hello);
    expect(isLazyArea(Area)).toBe(true);
    await Area.preload();
    render(
      <Suspense fallback="Loading…">
        <Area />
      </Suspense>,
    );
    expect(await screen.findByText('Hello from a chunk')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<{ Hello: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ Hello });
    const Area = lazyArea(load, (module) => module.Hello);
    await expect(Area.preload()).rejects.toThrow('offline');
    await Area.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows a reload message in place of an area that cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Area = lazyArea(
      () => Promise.reject<{ Hello: typeof Hello }>(new Error('gone')),
      (module) => module.Hello,
    );
    render(
      <AreaErrorBoundary>
        <Suspense fallback="Loading…">
          <Area />
        </Suspense>
      </AreaErrorBoundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The editor has encountered an unexpected error. Please reload.',
    );
  });
});
