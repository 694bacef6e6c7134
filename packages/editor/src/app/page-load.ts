import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the page's `load` event has fired — the first screen's scripts, styles,
 * frames and their fonts are in — or at once when it already has. Returns a function that cancels
 * a callback still waiting. Code the first screen does not draw (the settings sidebar's panels,
 * the command palette, the other screens) is fetched from here, so it never competes with it.
 */
export function afterPageLoad(callback: () => void, doc: Document = document): () => void {
  if (doc.readyState === 'complete') {
    callback();
    return () => {};
  }
  const view = doc.defaultView;
  if (view === null) return () => {};
  view.addEventListener('load', callback, { once: true });
  return () => view.removeEventListener('load', callback);
}

/**
 * Runs `callback` once the page has loaded and then the main thread is idle (at most 3 s later;
 * 1 s later where the browser has no idle callbacks): the first screen has drawn by then, even on
 * a loaded machine where `load` comes before it. Returns a cancel.
 */
export function afterPageSettles(callback: () => void): () => void {
  let cancelIdle = () => {};
  const cancelLoad = afterPageLoad(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: 3000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(callback, 1000);
      cancelIdle = () => clearTimeout(timer);
    }
  });
  return () => {
    cancelLoad();
    cancelIdle();
  };
}

/** Whether the page has loaded and settled (see `afterPageSettles`). */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => afterPageSettles(() => setSettled(true)), []);
  return settled;
}
