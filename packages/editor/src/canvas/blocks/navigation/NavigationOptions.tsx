import { createContext, type ReactNode, useContext } from 'react';

/** What a navigation block tells the items inside it (its block context on the public site). */
export interface NavigationOptions {
  openSubmenusOnClick: boolean;
}

const DEFAULTS: NavigationOptions = { openSubmenusOnClick: false };
const NavigationOptionsContext = createContext<NavigationOptions>(DEFAULTS);

/** Hands a navigation block's options to the menu items below it. */
export function NavigationOptionsProvider({
  value,
  children,
}: {
  value: NavigationOptions;
  children: ReactNode;
}) {
  return (
    <NavigationOptionsContext.Provider value={value}>{children}</NavigationOptionsContext.Provider>
  );
}

/** The options of the navigation block around a menu item. */
export function useNavigationOptions(): NavigationOptions {
  return useContext(NavigationOptionsContext);
}
