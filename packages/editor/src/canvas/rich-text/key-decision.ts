import type { FormatTag } from './formats';

/** What a key pressed in rich text does (decided before touching the DOM). */
export type RichTextKeyAction =
  /** Not for the text: the canvas (navigation mode, Enter to edit) or the command palette. */
  | { kind: 'pass' }
  | { kind: 'format'; tag: FormatTag }
  /** primary+k with text to link: the link popover. */
  | { kind: 'link' }
  | { kind: 'split' }
  | { kind: 'line-break' }
  | { kind: 'none' };

export interface RichTextKeyInput {
  /** `event.key`, any case. */
  key: string;
  primary: boolean;
  access: boolean;
  alt: boolean;
  shift: boolean;
  /** Whether the block editor is in navigation mode (the block selected, no text selection). */
  navigation: boolean;
  /** Whether the document has a selection range inside this text. */
  hasRange: boolean;
  /** Whether Enter splits the block (its main text) or adds a line break (inner text). */
  isMain: boolean;
}

const FORMAT_KEYS: Readonly<Record<string, FormatTag>> = { b: 'strong', i: 'em' };
/** access+x inline code, access+d strikethrough, as in the block editor. */
const ACCESS_FORMAT_KEYS: Readonly<Record<string, FormatTag>> = { x: 'code', d: 's' };

/**
 * The rich-text key rule. In navigation mode nothing is typed into the text: every key passes to
 * the canvas (Enter goes back to editing the block, primary+k opens the command palette).
 */
export function richTextKeyAction(input: RichTextKeyInput): RichTextKeyAction {
  if (input.navigation) return { kind: 'pass' };
  const key = input.key.toLowerCase();
  const primaryFormat = FORMAT_KEYS[key];
  if (input.primary && !input.alt && primaryFormat !== undefined) {
    return { kind: 'format', tag: primaryFormat };
  }
  const accessFormat = ACCESS_FORMAT_KEYS[key];
  if (input.access && accessFormat !== undefined) return { kind: 'format', tag: accessFormat };
  if (input.primary && !input.alt && key === 'k') {
    return input.hasRange ? { kind: 'link' } : { kind: 'pass' };
  }
  if (key === 'enter') {
    if (input.shift || !input.isMain) return { kind: 'line-break' };
    return { kind: 'split' };
  }
  return { kind: 'none' };
}
