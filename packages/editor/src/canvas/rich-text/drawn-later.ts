import { mayHoldSlashQuery } from '../toolbar/slash-hint';

/**
 * Whether a rich text's change may reach React after the next frame (the block editor's
 * `shown` edits): text typed into text, which the element already shows. Not when the text is
 * emptied or was empty (the placeholder and the block's emptiness follow it), nor when it may
 * hold a slash query (the slash inserter opens from what React reads, and Enter chooses in it),
 * nor for any other input (formats, paste, drop, deletions, undo): those are drawn at once.
 */
export function drawnLater(before: string | null, after: string, inputType: string): boolean {
  return (
    inputType === 'insertText' &&
    before !== null &&
    before !== '' &&
    after !== '' &&
    !mayHoldSlashQuery(after)
  );
}

/** The `inputType` of an input event from any window (the canvas frame has its own classes). */
export function inputTypeOf(event: Event): string {
  const type = (event as { inputType?: unknown }).inputType;
  return typeof type === 'string' ? type : '';
}
