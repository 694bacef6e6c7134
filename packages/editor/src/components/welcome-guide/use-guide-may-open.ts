import { useEffect, useRef, useState } from 'react';
import { type FirstScreen, firstScreen } from '../../app/first-screen';
import type { EditorLocation } from '../../app/location';

/** Where typing goes: the canvas's frame (its blocks), a field, an editable element. */
const EDITABLE =
  'iframe, input:not([type="hidden"]), textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * Whether the person is already at work in the page: its focus is in the canvas's frame (a block
 * clicked into) or in a field, where their next key press would go.
 */
export function personIsEditing(doc: Document = document): boolean {
  const active = doc.activeElement;
  return active !== null && active !== doc.body && active.matches(EDITABLE);
}

/** Where the person was already working when the first screen drew, and the guides' state then. */
interface Busy {
  location: EditorLocation;
  guides: string;
}

/**
 * Whether a welcome guide may open where the editor stands: not before the page's first screen
 * has drawn (the editing canvas its blocks), so the guide's code never delays them; and not over
 * work already started — a person whose focus is by then in a block or a field (a modal would
 * take it mid-word) meets the guide on the next screen they open, the next time the editor
 * loads, or at once when they ask for it ('Welcome Guide' changes `guides`, the guides'
 * preferences as a key).
 */
export function useGuideMayOpen(
  location: EditorLocation,
  guides: string,
  started: () => boolean = personIsEditing,
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
