import { createContext, useContext } from 'react';

/**
 * Whether the theme uses root-padding-aware alignments (`settings.useRootPaddingAwareAlignments`):
 * constrained containers then take the root padding (`has-global-padding`), as on the public site.
 */
export const RootPaddingAwareContext = createContext(false);

export function useRootPaddingAware(): boolean {
  return useContext(RootPaddingAwareContext);
}
