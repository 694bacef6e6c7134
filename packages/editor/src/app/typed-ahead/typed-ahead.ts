/**
 * Keys typed between asking for a part of the editor whose code may still be on its way (the
 * command palette, the link popover, the Block Library) and that part's field taking focus:
 * kept and handed to the field as it opens, so nothing typed is lost and nothing typed lands
 * where the focus still is (a paragraph with its text selected, a one-key shortcut).
 */

/** A key press held back to be played again later, as it was pressed. */
export interface HeldKey {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * What was kept: the text for the field, whether Enter was pressed after it and, when the opener
 * holds the keys after that Enter (`holdAfterEnter`), every key pressed after it, in order.
 */
export interface TypedAheadKeys {
  text: string;
  enter: boolean;
  after: readonly HeldKey[];
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

/** Where keys meant for a part of `doc` are heard: its frame's window (if any) and the page's. */
export function documentKeyTargets(doc: Document): KeyTarget[] {
  const frame = doc.defaultView;
  return frame === null || frame === window ? [window] : [frame, window];
}

export interface TypedAheadOptions {
  /**
   * Whether printable keys are kept for the field (true) or pass on to where the focus is
   * (false: the text belongs in the document, e.g. a slash query typed in its paragraph).
   */
  keepText: boolean;
  /** Escape in the wait: the part is no longer wanted (without it, Escape passes on). */
  onEscape?: () => void;
  /**
   * Once Enter is kept, hold every later key too (`after`): the part acts on Enter first and the
   * keys then go where its act leaves the focus (a block chosen by the slash inserter), instead of
   * reaching the document before it (and changing the slash query the Enter was meant for).
   */
  holdAfterEnter?: boolean;
  /** Enter was already pressed (and kept by the opener): start holding at once. */
  enterPressed?: boolean;
  /** `TYPED_AHEAD_MS` passed before `take`: listening has stopped, later keys pass on. */
  onExpire?: () => void;
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

/** Keys that only modify another: holding them back alone would hold nothing. */
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);

/** The key press to hold back, or null: a modifier alone or a composition is not held. */
export function heldKeyOf(event: KeyboardEvent): HeldKey | null {
  if (event.isComposing || MODIFIERS.has(event.key)) return null;
  const { key, shiftKey, ctrlKey, metaKey, altKey } = event;
  return { key, shiftKey, ctrlKey, metaKey, altKey };
}

/**
 * Listens on `targets` (in the capture phase) until `take`, for at most `TYPED_AHEAD_MS`. Kept
 * and not passed on: printable keys (with `keepText`), Backspace (it takes the last one back;
 * with nothing kept the field would have swallowed it too), Enter (remembered: the field acts on
 * it once it is there), and with `holdAfterEnter` every key after Enter. Escape calls `onEscape`
 * and stops. Shortcuts and other keys pass on.
 */
export function startTypedAhead(
  targets: readonly KeyTarget[],
  options: TypedAheadOptions,
): TypedAhead {
  let text = '';
  let enter = options.enterPressed === true;
  const after: HeldKey[] = [];
  const swallow = (event: KeyboardEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };
  const onKey = (event: KeyboardEvent) => {
    if (enter && options.holdAfterEnter === true) {
      const held = heldKeyOf(event);
      if (held === null) return;
      after.push(held);
      swallow(event);
      return;
    }
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
  const timer = setTimeout(() => {
    stop();
    options.onExpire?.();
  }, TYPED_AHEAD_MS);
  return {
    take() {
      stop();
      return { text, enter, after };
    },
    stop,
  };
}
