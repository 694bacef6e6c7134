/**
 * Keys typed between asking for a part of the editor whose code may still be on its way (the
 * command palette, the link popover, the Block Library) and that part's field taking focus:
 * kept and handed to the field as it opens, so nothing typed is lost and nothing typed lands
 * where the focus still is (a paragraph with its text selected, a one-key shortcut).
 */

/** What was kept: the text for the field, and whether Enter was pressed after it. */
export interface TypedAheadKeys {
  text: string;
  enter: boolean;
}

export interface TypedAhead {
  /** What was typed until now (the same keys when asked again), and stops listening. */
  take(): TypedAheadKeys;
  stop(): void;
}

/** How long keys are kept at most: a part whose code never comes must not keep the keyboard. */
export const TYPED_AHEAD_MS = 5000;

/** Where keys are heard: the page's window and, for the canvas, its frame's window. */
export type KeyTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface TypedAheadOptions {
  /**
   * Whether printable keys are kept for the field (true) or pass on to where the focus is
   * (false: the text belongs in the document, e.g. a slash query typed in its paragraph).
   */
  keepText: boolean;
  /** Escape in the wait: the part is no longer wanted (without it, Escape passes on). */
  onEscape?: () => void;
}

/** The text a key press types, or null (a shortcut, a named key, a composition). */
export function typedText(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing'>,
): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  return event.key.length === 1 ? event.key : null;
}

function plain(event: KeyboardEvent): boolean {
  return !(event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.isComposing);
}

/**
 * Listens on `targets` (in the capture phase) until `take`, for at most `TYPED_AHEAD_MS`. Kept
 * and not passed on: printable keys (with `keepText`), Backspace (it takes the last one back;
 * with nothing kept the field would have swallowed it too), Enter (remembered: the field acts on
 * it once it is there). Escape calls `onEscape` and stops. Shortcuts and other keys pass on.
 */
export function startTypedAhead(
  targets: readonly KeyTarget[],
  options: TypedAheadOptions,
): TypedAhead {
  let text = '';
  let enter = false;
  const swallow = (event: KeyboardEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && options.onEscape !== undefined && plain(event)) {
      swallow(event);
      stop();
      options.onEscape();
      return;
    }
    if (event.key === 'Enter' && plain(event)) {
      enter = true;
      swallow(event);
      return;
    }
    if (!options.keepText) return;
    if (event.key === 'Backspace' && plain(event)) {
      text = text.slice(0, -1);
      swallow(event);
      return;
    }
    const typed = typedText(event);
    if (typed === null) return;
    text += typed;
    swallow(event);
  };
  for (const target of targets) target.addEventListener('keydown', onKey, true);
  const stop = () => {
    clearTimeout(timer);
    for (const target of targets) target.removeEventListener('keydown', onKey, true);
  };
  const timer = setTimeout(stop, TYPED_AHEAD_MS);
  return {
    take() {
      stop();
      return { text, enter };
    },
    stop,
  };
}
