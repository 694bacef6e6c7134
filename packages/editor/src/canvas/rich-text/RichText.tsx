import {
  createElement,
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { useBlockEditing } from '../page-template/PageTemplateContext';
import { caretOffset, cleanHtml, placeCaret, visibleText } from './caret';
import { shiftCaretOffset } from './caret-shift';
import { drawnLater, inputTypeOf } from './drawn-later';
import { typeIntoBlank } from './plain-start';
import { setSafeHtml } from './safe-html';
import { useRichTextKeys } from './use-rich-text-keys';

export interface RichTextProps {
  clientId: string;
  attribute: string;
  /** The element's tag (the saved HTML's element for this attribute). */
  tagName: string;
  value: string;
  /** Enter splits and Backspace at the start merges (the block's main text). */
  isMain: boolean;
  placeholder?: string;
  /** Props of the element from the saved HTML (class, style…) and, for a root, the block's. */
  elementProps: Record<string, unknown>;
  /** One line (a page's title): Enter types nothing. */
  singleLine?: boolean;
  /**
   * The element's new value. `drawnLater`: it is text typed into text, which the element already
   * shows, so the change may reach React after the next frame (see drawn-later.ts).
   */
  onChange(value: string, drawnLater: boolean): void;
}

/** Writes a value from outside; a caret inside the element keeps its place, shifted by the edit. */
function writeKeepingCaret(element: HTMLElement, value: string): void {
  const offset = element.ownerDocument.activeElement === element ? caretOffset(element) : null;
  const oldText = offset === null ? '' : visibleText(element);
  setSafeHtml(element, value);
  if (offset !== null) placeCaret(element, shiftCaretOffset(oldText, visibleText(element), offset));
}

function isPlainSpace(event: KeyboardEvent<HTMLElement>): boolean {
  return event.key === ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** The release of Space would toggle a summary's details. */
function preventSpace(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === ' ') event.preventDefault();
}

/**
 * An editable region: a contenteditable element that owns its DOM while typing. The value is
 * written into the DOM only when it differs from what the element already holds, so typing never
 * resets the caret and the rest of the block does not re-render per keystroke. In a locked block
 * (the template around a page) it is drawn but not editable.
 */
export function RichText({
  clientId,
  attribute,
  tagName,
  value,
  isMain,
  placeholder,
  elementProps,
  singleLine = false,
  onChange,
}: RichTextProps) {
  const locked = useBlockEditing().mode !== 'default';
  const ref = useRef<HTMLElement>(null);
  const emitted = useRef<string | null>(null);
  /** The value the last render gave. */
  const given = useRef<string | null>(null);
  const filled = useRef<HTMLElement | null>(null);
  const latestOnChange = useRef(onChange);

  // A new element (the tag changed, e.g. paragraph → heading) is filled even if the value is not new.
  // A render that gives the value the last one gave (React drew something else first) writes
  // nothing: text typed since may not have reached React yet (`drawnLater`), and writing the
  // older value would take it away.
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
    const element = ref.current;
    if (element === null) return;
    const sameElement = element === filled.current;
    const newlyGiven = value !== given.current;
    given.current = value;
    if (sameElement && (!newlyGiven || value === emitted.current)) return;
    if (cleanHtml(element.innerHTML) !== value) writeKeepingCaret(element, value);
    emitted.current = value;
    filled.current = element;
  });

  // The same function for the element's life: it reads the element and the latest onChange.
  const emit = useCallback((inputType = '') => {
    const element = ref.current;
    if (element === null) return;
    const html = cleanHtml(element.innerHTML);
    const before = emitted.current;
    if (html === before) return;
    emitted.current = html;
    element.toggleAttribute('data-empty', html === '');
    latestOnChange.current(html, drawnLater(before, html, inputType));
  }, []);

  const onKeyDown = useRichTextKeys({ clientId, ref, isMain, emit });

  // Text typed into an emptied rich text starts plain (not with the deleted text's formats). The
  // listener is added once per element, not removed and added again after every keystroke's render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new tag is a new element to listen to
  useEffect(() => {
    const element = ref.current;
    if (element === null || locked) return;
    const onBeforeInput = (event: InputEvent) => {
      if (typeIntoBlank(element, event)) emit();
    };
    element.addEventListener('beforeinput', onBeforeInput);
    return () => element.removeEventListener('beforeinput', onBeforeInput);
  }, [emit, locked, tagName]);

  if (locked) {
    return createElement(tagName, { ...elementProps, ref });
  }
  return createElement(tagName, {
    ...elementProps,
    ref,
    contentEditable: true,
    suppressContentEditableWarning: true,
    // The block's root keeps its name ('Block: Paragraph'); inner regions are named text boxes.
    role: elementProps.role ?? 'textbox',
    'aria-multiline': !singleLine,
    'aria-label': elementProps['aria-label'] ?? placeholder ?? 'Text',
    'data-rich-text': attribute,
    'data-rich-text-main': isMain ? '' : undefined,
    'data-placeholder': placeholder,
    'data-empty': value === '' ? '' : undefined,
    onInput: (event: FormEvent<HTMLElement>) => emit(inputTypeOf(event.nativeEvent)),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (tagName === 'summary' && isPlainSpace(event)) {
        // A summary turns Space into opening or closing its details and types nothing: the
        // space is typed here instead.
        event.preventDefault();
        event.currentTarget.ownerDocument.execCommand('insertText', false, ' ');
        return;
      }
      if (singleLine && event.key === 'Enter') {
        event.preventDefault();
        return;
      }
      onKeyDown(event);
    },
    onKeyUp: tagName === 'summary' ? preventSpace : undefined,
    onPaste: onKeyDown.onPaste,
  });
}
