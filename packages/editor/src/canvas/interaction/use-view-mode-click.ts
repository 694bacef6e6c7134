import { useLayoutEffect, useRef } from 'react';

/**
 * View mode: the frame's document takes the pointer, so the preview scrolls like the page it
 * shows, and a click anywhere in it asks for edit mode (as a click on the preview around it
 * does). The click goes no further: a link in the preview does not navigate the frame, and no
 * block control under it runs.
 */
export function useViewModeClick(doc: Document | null, enabled: boolean, onClick: () => void) {
  const latest = useRef(onClick);
  latest.current = onClick;
  // Attached in the same commit as the frame takes the pointer (Canvas's is-frame-ready).
  useLayoutEffect(() => {
    if (doc === null || !enabled) return;
    const listener = (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
      latest.current();
    };
    doc.addEventListener('click', listener, true);
    return () => doc.removeEventListener('click', listener, true);
  }, [doc, enabled]);
}
