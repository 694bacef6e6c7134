import { createContext, type ReactNode, useContext } from 'react';
import type { Bootstrap } from './bootstrap';

const BootstrapContext = createContext<Bootstrap | null>(null);

export function BootstrapProvider({ value, children }: { value: Bootstrap; children: ReactNode }) {
  return <BootstrapContext.Provider value={value}>{children}</BootstrapContext.Provider>;
}

/** What the server told the editor at start: site, user, settings. */
export function useBootstrap(): Bootstrap {
  const bootstrap = useContext(BootstrapContext);
  if (bootstrap === null) throw new Error('useBootstrap needs a <BootstrapProvider> above it.');
  return bootstrap;
}
