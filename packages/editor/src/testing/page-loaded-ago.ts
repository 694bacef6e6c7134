import { vi } from 'vitest';

/**
 * Makes the browser's navigation timing say the page began to arrive `ms` ago (a list mounted
 * late, a tab back from the back-forward cache). Returns the function that puts it back.
 */
export function pageLoadedAgo(ms: number): () => void {
  const origin = vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(Date.now() - ms - 1);
  const entries = vi
    .spyOn(performance, 'getEntriesByType')
    .mockImplementation((type) =>
      type === 'navigation' ? ([{ responseStart: 1 }] as unknown as PerformanceEntryList) : [],
    );
  return () => {
    origin.mockRestore();
    entries.mockRestore();
  };
}
