import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('a module loaded once', () => {
  it('shares one fetch between callers and keeps the module once it has come', async () => {
    const load = vi.fn(async () => ({ name: 'menu' }));
    const module = loadOnce(load);
    expect(module.current()).toBeUndefined();
    const [first, second] = await Promise.all([module.get(), module.get()]);
    expect(first).toBe(second);
    expect(module.current()).toBe(first);
    await module.get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failure, instead of meeting the same failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('menu');
    const module = loadOnce(load);
    await expect(module.get()).rejects.toThrow('offline');
    expect(module.current()).toBeUndefined();
    await expect(module.get()).resolves.toBe('menu');
    expect(module.current()).toBe('menu');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
