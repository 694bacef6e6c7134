import {
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
  type SyntheticEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { fillTypedField, type TypedAheadSlot } from '../../app/typed-ahead/typed-ahead-slot';
import { LinkSuggestionList, suggestionOptionId } from '../blocks/navigation/LinkSuggestionList';
import { linkOptions } from '../blocks/navigation/link-suggestions';
import { useLinkSuggestions } from '../blocks/navigation/use-link-suggestions';
import { isHtmlElement } from '../interaction/dom-blocks';
import { applyLink, linkAt, removeLink } from '../rich-text/formats';
import { useCanvasUi, useCanvasUiStore } from '../ui/CanvasUiContext';
import { linkPopoverKey, urlToApply } from './LinkPopoverKeys';

const FORM_STYLE: CSSProperties = { flexWrap: 'wrap', maxWidth: 360 };
const LIST_STYLE: CSSProperties = { flexBasis: '100%', maxHeight: 240, overflowY: 'auto' };
const PREVIEW_STYLE: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  padding: 8,
  maxWidth: 360,
};

/** Keeps clipboard events of the field away from the canvas's block copy and paste. */
const stop = (event: SyntheticEvent) => event.stopPropagation();

type Placed = { top: number; left: number };

function below(doc: Document, rect: DOMRect): Placed {
  const view = doc.defaultView;
  return { top: rect.bottom + (view?.scrollY ?? 0) + 6, left: rect.left + (view?.scrollX ?? 0) };
}

/** Puts focus back in the text with this range selected. */
function restoreSelection(element: HTMLElement, range: Range): void {
  element.focus();
  const selection = element.ownerDocument.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/** The link the caret is in, inside an editable text, with that text; null elsewhere. */
function caretLink(doc: Document): { anchor: HTMLElement; root: HTMLElement } | null {
  const selection = doc.getSelection();
  if (selection === null || selection.rangeCount === 0 || !selection.isCollapsed) return null;
  const node = selection.getRangeAt(0).commonAncestorContainer;
  const element = isHtmlElement(node) ? node : node.parentElement;
  const anchor = element?.closest('a[href]') ?? null;
  const root = element?.closest('[data-rich-text]') ?? null;
  if (!isHtmlElement(anchor) || !isHtmlElement(root) || !root.contains(anchor)) return null;
  return { anchor, root };
}

/** Tells the rich text its HTML changed (its `input` handler saves it). */
export function emitFrom(root: HTMLElement): void {
  root.dispatchEvent(
    new (root.ownerDocument.defaultView?.Event ?? Event)('input', { bubbles: true }),
  );
}

/**
 * The link popover (primary+k): focus goes to 'Search or type URL'; typing lists the site's pages
 * and posts (the navigation appender's search); Enter, 'Apply' or a click on a result makes the
 * selected text a link; Escape closes and puts the selection back in the text. With the caret in
 * a link (and no popover), a small preview shows its URL with 'Edit' and 'Remove link'.
 */
export function LinkPopover({ doc, typedAhead }: { doc: Document; typedAhead?: TypedAheadSlot }) {
  const ui = useCanvasUiStore();
  const link = useCanvasUi((state) => state.link);
  const [input, setInput] = useState('');
  const [active, setActive] = useState(0);
  const [preview, setPreview] = useState<{ anchor: HTMLElement; root: HTMLElement } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  // Read only while the popover is open and something is typed (the first screen reads nothing).
  const { suggestions, isLoading } = useLinkSuggestions(
    link === null ? '' : input,
    link !== null && input.trim() !== '',
  );
  // Suggestions show once something is typed (an empty field lists nothing to apply), and only
  // for what was typed: results of an earlier search are never there to be applied by Enter.
  const options = useMemo(
    () => (input.trim() === '' ? [] : linkOptions(input, isLoading ? [] : suggestions)),
    [input, suggestions, isLoading],
  );

  // A layout effect: the field's text and focus come in the commit that opens it, so a key pressed
  // meanwhile can neither miss the field nor be written over by the kept text.
  useLayoutEffect(() => {
    // What was typed after primary+k while this code was on its way follows the field's text.
    if (link === null) typedAhead?.stop();
    const typed = link === null ? '' : (typedAhead?.take().text ?? '');
    const text = link === null ? '' : (linkAt(link.element, link.range) ?? '') + typed;
    setInput(text);
    setActive(0);
    // The popover stays mounted: its field is filled and focused each time it opens.
    if (link !== null && inputRef.current !== null) fillTypedField(inputRef.current, text);
  }, [link, typedAhead]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts at its first option
  useEffect(() => setActive(0), [options]);

  useEffect(() => {
    const follow = () => {
      const found = caretLink(doc);
      setPreview((current) =>
        current?.anchor === found?.anchor && current?.root === found?.root ? current : found,
      );
    };
    doc.addEventListener('selectionchange', follow);
    return () => doc.removeEventListener('selectionchange', follow);
  }, [doc]);

  if (link === null) {
    if (preview === null || !preview.anchor.isConnected) return null;
    const { anchor, root } = preview;
    const href = anchor.getAttribute('href') ?? '';
    const edit = () => {
      const range = doc.createRange();
      range.selectNodeContents(anchor);
      ui.set({ link: { element: root, range, emit: () => emitFrom(root) } });
    };
    const remove = () => {
      const range = doc.createRange();
      range.selectNodeContents(anchor);
      removeLink(root, range);
      emitFrom(root);
      setPreview(null);
      root.focus();
    };
    return createPortal(
      <div
        role="dialog"
        aria-label="Link preview"
        className="atelier-canvas-popover atelier-link-preview"
        style={{ ...PREVIEW_STYLE, ...below(doc, anchor.getBoundingClientRect()) }}
      >
        <a href={href} target="_blank" rel="noreferrer" style={{ overflowWrap: 'anywhere' }}>
          {href}
        </a>
        <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={edit}>
          Edit
        </button>
        <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={remove}>
          Remove link
        </button>
      </div>,
      doc.body,
    );
  }

  const existing = linkAt(link.element, link.range);
  const close = (range: Range) => {
    ui.set({ link: null });
    restoreSelection(link.element, range);
  };
  const apply = (url: string | null) => {
    if (url === null) return;
    applyLink(link.element, link.range, url);
    link.emit();
    const selection = doc.getSelection();
    const after =
      selection !== null && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
    close(after ?? link.range);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(urlToApply(options, active));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    // Keys typed here are the field's, never the canvas's (Backspace must not remove the block).
    event.stopPropagation();
    const action = linkPopoverKey(event.key, active, options.length);
    if (action.kind === 'none' || (action.kind === 'apply' && event.target !== inputRef.current)) {
      return;
    }
    event.preventDefault();
    if (action.kind === 'close') close(link.range);
    else if (action.kind === 'move') setActive(action.active);
    else apply(urlToApply(options, active));
  };
  const optionId = (index: number) => suggestionOptionId(listId, index);
  const status = input.trim() !== '' && isLoading ? 'Searching…' : null;

  return createPortal(
    <form
      className="atelier-canvas-popover atelier-link-popover"
      aria-label="Link"
      style={{ ...FORM_STYLE, ...below(doc, link.range.getBoundingClientRect()) }}
      onSubmit={submit}
      onKeyDown={onKeyDown}
      onCopy={stop}
      onCut={stop}
      onPaste={stop}
    >
      <input
        ref={inputRef}
        type="text"
        aria-label="Search or type URL"
        placeholder="Search or type URL"
        aria-autocomplete="list"
        aria-controls={listId}
        aria-activedescendant={options[active] === undefined ? undefined : optionId(active)}
        value={input}
        onChange={(event) => setInput(event.target.value)}
      />
      <button type="submit">Apply</button>
      {existing !== null && (
        <button
          type="button"
          onClick={() => {
            removeLink(link.element, link.range);
            link.emit();
            close(link.range);
          }}
        >
          Remove link
        </button>
      )}
      <LinkSuggestionList
        listId={listId}
        options={options}
        active={active}
        style={LIST_STYLE}
        onHover={setActive}
        onChoose={(index) => {
          const option = options[index];
          if (option !== undefined) apply(option.url);
        }}
      />
      {status !== null && <p role="status">{status}</p>}
    </form>,
    doc.body,
  );
}
