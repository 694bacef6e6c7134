import { useEffect, useRef, useState } from 'react';

/**
 * Tells screen-reader users where a move took them, through a polite live region. Nothing is said
 * on first load: the page title is read then anyway.
 */
export function RouteAnnouncer({ message }: { message: string }) {
  const [spoken, setSpoken] = useState('');
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setSpoken(message);
  }, [message]);

  return (
    <div className="atelier-visually-hidden" aria-live="polite" aria-atomic="true">
      {spoken}
    </div>
  );
}
