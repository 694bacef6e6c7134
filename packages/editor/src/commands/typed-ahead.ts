/**
 * Keys typed between asking for the palette and its search field taking focus (its code may
 * still be on its way): kept and handed to the field as it opens, so nothing typed is lost.
 */
export interface TypedAhead {
  /** What was typed until now (the same text when asked again), and stops listening. */
  take(): string;
  stop(): void;
}

/** How long keys are kept at most: a palette whose code never comes must not keep the keyboard. */
export const TYPED_AHEAD_MS = 5000;

/** The text a key press types, or null (a shortcut, a named key, a composition). */
export function typedText(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing'>,
): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  return event.key.length === 1 ? event.key : null;
}

/**
 * Listens on `target` (the page, in the capture phase) for the text typed until `take`: each
 * such key is kept and not passed on (it would land wherever the focus is, or run a one-key
 * shortcut); Backspace takes the last one back.
 */
export function startTypedAhead(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): TypedAhead {
  let text = '';
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Backspace' && text !== '') {
      text = text.slice(0, -1);
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    const typed = typedText(event);
    if (typed === null) return;
    text += typed;
    event.preventDefault();
    event.stopPropagation();
  };
  target.addEventListener('keydown', onKey, true);
  const stop = () => {
    clearTimeout(timer);
    target.removeEventListener('keydown', onKey, true);
  };
  const timer = setTimeout(stop, TYPED_AHEAD_MS);
  return {
    take() {
      stop();
      return text;
    },
    stop,
  };
}
