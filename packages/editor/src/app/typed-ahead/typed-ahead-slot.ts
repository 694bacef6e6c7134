import {
  type KeyTarget,
  startTypedAhead,
  type TypedAhead,
  type TypedAheadKeys,
  type TypedAheadOptions,
} from './typed-ahead';

const NOTHING: TypedAheadKeys = { text: '', enter: false, after: [] };

/**
 * The keys kept for one on-demand part: its opener starts listening when the part is asked for
 * and its code is not there yet; the part takes the keys once, as it opens (nothing, when it
 * opened with its code already there).
 */
export interface TypedAheadSlot {
  /** Starts keeping keys, unless already keeping them. */
  start(targets: readonly KeyTarget[], options: TypedAheadOptions): void;
  /** The keys kept since `start` (nothing when none was started); the slot is empty after. */
  take(): TypedAheadKeys;
  /** Stops keeping keys and forgets them (the part was closed before it came). */
  stop(): void;
}

export function createTypedAheadSlot(): TypedAheadSlot {
  let current: TypedAhead | null = null;
  return {
    start(targets, options) {
      if (current !== null) return;
      current = startTypedAhead(targets, {
        ...options,
        onEscape:
          options.onEscape === undefined
            ? undefined
            : () => {
                current = null;
                options.onEscape?.();
              },
      });
    },
    take() {
      const kept = current?.take() ?? NOTHING;
      current = null;
      return kept;
    },
    stop() {
      current?.stop();
      current = null;
    },
  };
}

/**
 * Gives a field the text typed before it was there, in the commit that puts it on the page: the
 * text written into the field at once (the caller's state takes the same text, so React's render
 * writes nothing more), then the focus with the caret after it. No render lies between the keys'
 * taking and the focus, so no key pressed meanwhile lands anywhere else.
 */
export function fillTypedField(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  field.value = text;
  field.focus();
  field.setSelectionRange(text.length, text.length);
}
