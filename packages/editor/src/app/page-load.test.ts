import { describe, expect, it, vi } from 'vitest';
import { afterPageLoad, afterPageSettles } from './page-load';

/** A document whose ready state the test sets, with a window that can fire `load`. */
function loadingDocument() {
  const view = new EventTarget();
  const doc = { readyState: 'loading', defaultView: view } as unknown as Document;
  const finish = () => {
    Object.assign(doc, { readyState: 'complete' });
    view.dispatchEvent(new Event('load'));
  };
  return { doc, finish };
}

describe('afterPageLoad', () => {
  it('runs at once on a page that has loaded', () => {
    const callback = vi.fn();
    afterPageLoad(callback, { readyState: 'complete', defaultView: null } as unknown as Document);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event, then runs once', () => {
    const { doc, finish } = loadingDocument();
    const callback = vi.fn();
    afterPageLoad(callback, doc);
    expect(callback).not.toHaveBeenCalled();
    finish();
    finish();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const { doc, finish } = loadingDocument();
    const callback = vi.fn();
    const cancel = afterPageLoad(callback, doc);
    cancel();
    finish();
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('afterPageSettles', () => {
  it('runs once the loaded page is idle, not in the same task', async () => {
    const callback = vi.fn();
    afterPageSettles(callback);
    expect(callback).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(callback).toHaveBeenCalledTimes(1), { timeout: 5000 });
  });

  it('never runs once cancelled', async () => {
    const callback = vi.fn();
    const cancel = afterPageSettles(callback);
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(callback).not.toHaveBeenCalled();
  });
});
