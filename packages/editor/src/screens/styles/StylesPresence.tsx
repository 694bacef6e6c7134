import { type ComponentProps, createContext, type ReactNode, useContext } from 'react';
import { DocumentPresence } from '../../components/presence/DocumentPresence';
import { useStylesSession } from '../../domain/global-styles/use-styles-session';

type Awareness = ComponentProps<typeof DocumentPresence>['awareness'];

const StylesAwareness = createContext<Awareness>(null);

/**
 * Holds the global styles record's co-editing session while the Styles sidebar is open (every
 * screen of it, as the reader moves between them) and gives its awareness to the screens.
 */
export function StylesSessionProvider({ children }: { children: ReactNode }) {
  const connection = useStylesSession();
  return (
    <StylesAwareness.Provider value={connection?.awareness ?? null}>
      {children}
    </StylesAwareness.Provider>
  );
}

/** The avatars of everyone else styling the site now; nothing while alone or co-editing is off. */
export function StylesPresence() {
  return <DocumentPresence awareness={useContext(StylesAwareness)} />;
}
