import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaErrorBoundary } from '../components/AreaErrorBoundary';
import { isLazyArea, lazyArea } from './lazy-area';

function Hello() {
  return <p>Hello from a chunk</p>;
}

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
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

  it('draws an area fetched ahead of time in its first render, without the loading fallback', async () => {
    const Area = lazyArea(
      () => Promise.resolve({ Hello }),
      (module) => module.Hello,
    );
    await Area.preload();
    render(
      <Suspense fallback="Loading…">
        <Area />
      </Suspense>,
    );
    expect(screen.getByText('Hello from a chunk')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('keeps an area that was waiting for its chunk mounted once the chunk is here', async () => {
    let resolve: (module: { Hello: typeof Hello }) => void = () => undefined;
    const Area = lazyArea(
      () =>
        new Promise<{ Hello: typeof Hello }>((done) => {
          resolve = done;
        }),
      (module) => module.Hello,
    );
    const { rerender } = render(
      <Suspense fallback="Loading…">
        <Area />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    resolve({ Hello });
    const shown = await screen.findByText('Hello from a chunk');
    rerender(
      <Suspense fallback="Loading…">
        <Area />
      </Suspense>,
    );
    expect(screen.getByText('Hello from a chunk')).toBe(shown);
  });

  it('passes its props to the loaded component', async () => {
    const Area = lazyArea(
      () => Promise.resolve({ Greeting }),
      (module) => module.Greeting,
    );
    await Area.preload();
    render(<Area name="canvas" />);
    expect(screen.getByText('Hello, canvas')).toBeTruthy();
  });

  it('tries again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<{ Hello: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ Hello });
    const Area = lazyArea(load, (module) => module.Hello);
    await expect(Area.preload()).rejects.toThrow('offline');
    expect(Area.isLoaded()).toBe(false);
    await Area.preload();
    expect(Area.isLoaded()).toBe(true);
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
      'The editor has encountered an unexpected error.',
    );
  });
});
