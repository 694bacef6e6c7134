import { useEffect, useRef, useState } from 'react';
import { type FirstScreen, firstScreen } from '../../app/first-screen';
import type { EditorLocation } from '../../app/location';

/**
 * Whether the person has clicked or pressed a key in the page since it loaded — in the canvas's
 * frame too, whose activation the page shares (the browser's sticky user activation).
 */
export function personHasStarted(nav: Navigator = navigator): boolean {
  return nav.userActivation?.hasBeenActive === true;
}

/** Where the person was already working when the first screen drew, and the guides' state then. */
interface Busy {
  location: EditorLocation;
  guides: string;
}

/**
 * Whether a welcome guide may open where the editor stands: not before the page's first screen
 * has drawn (the editing canvas its blocks), so the guide's code never delays them; and not over
 * work already started — a person who has clicked or typed by then (into a block, the sidebar)
 * meets the guide on the next screen they open, the next time the editor loads, or at once when
 * they ask for it ('Welcome Guide' changes `guides`, the guides' preferences as a key).
 */
export function useGuideMayOpen(
  location: EditorLocation,
  guides: string,
  started: () => boolean = personHasStarted,
  screen: FirstScreen = firstScreen,
): boolean {
  const [drawn, setDrawn] = useState(screen.isDrawn);
  const [busy, setBusy] = useState<Busy | null>(null);
  const now = useRef<Busy>({ location, guides });
  now.current = { location, guides };
  useEffect(() => {
    if (drawn) return undefined;
    return screen.afterDrawn(() => {
      if (started()) setBusy(now.current);
      setDrawn(true);
    });
  }, [drawn, screen, started]);
  return drawn && (busy === null || busy.location !== location || busy.guides !== guides);
}
