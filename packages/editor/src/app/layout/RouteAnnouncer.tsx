import { useEffect, useRef, useState } from 'react';

/**
 * Tells screen-reader users where a move took them, through a polite live region. Nothing is said
 * on first load: the page title is read then anyway.
 */
export function RouteAnnouncer({ message }: { message: string }) {
  const [spoken, setSpoken] = useState('');
  const last = useRef(message);

  useEffect(() => {
    if (last.current === message) return;
    last.current = message;
    setSpoken(message);
  }, [message]);

  return (
    <div className="atelier-visually-hidden" aria-live="polite" aria-atomic="true">
      {spoken}
    </div>
  );
}
