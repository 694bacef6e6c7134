import { useEffect, useState } from 'react';
import { type ActiveTag, activeFormatsIn, sameFormats } from './active-formats';

const NONE: ReadonlySet<ActiveTag> = new Set();

/**
 * The formats around the caret or selection in the focused rich text, kept up to date: when the
 * selection moves, when the user types, and when the text is written from outside (undo, redo,
 * a block split or merge, a new block taking the focus), which fires no selection event — the
 * toolbar showed the formats of the text that was there before (Strikethrough pressed on plain
 * text).
 */
export function useActiveFormats(doc: Document): ReadonlySet<ActiveTag> {
  const [active, setActive] = useState<ReadonlySet<ActiveTag>>(NONE);
  useEffect(() => {
    let scheduled = false;
    let stopped = false;
    const update = () => {
      scheduled = false;
      if (stopped) return;
      const next = new Set(activeFormatsIn(doc));
      setActive((before) => (sameFormats(before, next) ? before : next));
    };
    // DOM writes come in bursts (a keystroke's text and the re-rendered block): read once they
    // are done. Typing is a DOM write, so the input event needs no read of its own.
    const schedule = () => {
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(update);
    };
    update();
    doc.addEventListener('selectionchange', schedule);
    doc.addEventListener('focusin', schedule);
    const observer = new MutationObserver(schedule);
    observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
    return () => {
      stopped = true;
      doc.removeEventListener('selectionchange', schedule);
      doc.removeEventListener('focusin', schedule);
      observer.disconnect();
    };
  }, [doc]);
  return active;
}
