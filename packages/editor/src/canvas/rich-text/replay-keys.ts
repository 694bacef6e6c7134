import { type HeldKey, heldKeyOf, typedText } from '../../app/typed-ahead/typed-ahead';

/** One step of playing held keys again: a run of typed text, or one other key. */
export type ReplayStep = { kind: 'text'; text: string } | { kind: 'key'; key: HeldKey };

/** The steps for `keys`: printable keys in a row become one run of text, any other key its own step. */
export function replaySteps(keys: readonly HeldKey[]): ReplayStep[] {
  const steps: ReplayStep[] = [];
  for (const key of keys) {
    const text = typedText({ ...key, isComposing: false });
    const last = steps.at(-1);
    if (text === null) steps.push({ kind: 'key', key });
    else if (last?.kind === 'text') last.text += text;
    else steps.push({ kind: 'text', text });
  }
  return steps;
}

/** How a caret key moves the selection, for `Selection.modify`. */
const CARET_MOVES: Readonly<Record<string, readonly [direction: string, granularity: string]>> = {
  ArrowLeft: ['backward', 'character'],
  ArrowRight: ['forward', 'character'],
  ArrowUp: ['backward', 'line'],
  ArrowDown: ['forward', 'line'],
  Home: ['backward', 'lineboundary'],
  End: ['forward', 'lineboundary'],
};

/**
 * What the browser itself does for a key no handler took: a dispatched key event does nothing by
 * itself, so deleting and moving the caret are done here. Other keys (Tab, Escape) have no effect
 * in text that a handler of ours does not give them.
 */
function browserDefault(doc: Document, key: HeldKey): void {
  if (key.ctrlKey || key.metaKey || key.altKey) return;
  if (key.key === 'Backspace') doc.execCommand('delete');
  else if (key.key === 'Delete') doc.execCommand('forwardDelete');
  else {
    const move = CARET_MOVES[key.key];
    if (move !== undefined) doc.getSelection()?.modify(key.shiftKey ? 'extend' : 'move', ...move);
  }
}

function nextFrame(doc: Document): Promise<void> {
  const view = doc.defaultView ?? window;
  return new Promise((resolve) => view.requestAnimationFrame(() => resolve()));
}

/** The key events played here: not taken for keys pressed meanwhile. */
const played = new WeakSet<Event>();

/**
 * Plays keys held back while a part of the editor was on its way (`app/typed-ahead`) into what has
 * the focus in `doc`, in the order they were pressed, a frame apart (an Enter that splits a block
 * moves the focus in its render): text is typed as the browser types it (an `input` event), other
 * keys go to the handlers as key events, with the browser's own deleting and caret moves after them.
 * Keys the person presses while these play are held too and played after them, never between
 * (an item typed ahead of the Enter that was to make it).
 */
export async function replayKeys(doc: Document, keys: readonly HeldKey[]): Promise<void> {
  const view = doc.defaultView ?? window;
  const later: HeldKey[] = [];
  const holdLater = (event: KeyboardEvent) => {
    if (played.has(event)) return;
    const key = heldKeyOf(event);
    if (key === null) return;
    later.push(key);
    event.preventDefault();
    event.stopPropagation();
  };
  // Heard in `doc`'s window only: a key pressed in the page around the frame is not for `doc`.
  view.addEventListener('keydown', holdLater, true);
  try {
    for (let batch = keys; batch.length > 0; batch = later.splice(0)) {
      for (const step of replaySteps(batch)) {
        await nextFrame(doc);
        if (step.kind === 'text') {
          doc.execCommand('insertText', false, step.text);
          continue;
        }
        const target = doc.activeElement ?? doc.body;
        const event = new view.KeyboardEvent('keydown', {
          ...step.key,
          bubbles: true,
          cancelable: true,
          composed: true,
        });
        played.add(event);
        if (target.dispatchEvent(event)) browserDefault(doc, step.key);
      }
    }
  } finally {
    view.removeEventListener('keydown', holdLater, true);
  }
}
