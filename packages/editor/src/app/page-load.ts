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

/** Whether the page's `load` event has fired (true from the first render when it has). */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    return afterPageLoad(() => setLoaded(true));
  }, [loaded]);
  return loaded;
}
