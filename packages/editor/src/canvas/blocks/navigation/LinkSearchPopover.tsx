import {
  type CSSProperties,
  type KeyboardEvent,
  type SyntheticEvent,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { isNode } from '../../interaction/dom-blocks';
import { linkPopoverKey } from '../../toolbar/LinkPopoverKeys';
import { useAutoFocus } from '../../ui/use-auto-focus';
import { LinkSuggestionList, suggestionOptionId } from './LinkSuggestionList';
import { linkOptions } from './link-suggestions';
import { useLinkSuggestions } from './use-link-suggestions';

const WIDTH = 340;
const GAP = 6;

export interface LinkSearchPopoverProps {
  /** The button that opened the popover: it is placed below it, in its document. */
  anchor: HTMLElement;
  /** A result (or the typed address) was chosen: the new menu item's attributes. */
  onChoose(attributes: Record<string, unknown>): void;
  /** Escape, or a click elsewhere (`restoreFocus` false then). */
  onClose(restoreFocus: boolean): void;
}

const PANEL_STYLE: CSSProperties = { width: WIDTH, padding: 8, boxSizing: 'border-box' };
const INPUT_STYLE: CSSProperties = {
  width: '100%',
  boxSizing: 'border-box',
  padding: '6px 8px',
  border: '1px solid #949494',
};
const LIST_STYLE: CSSProperties = {
  margin: '8px 0 0',
  maxHeight: 280,
  overflowY: 'auto',
};

/** Keeps an event away from the canvas's own handlers (block removal, copy of blocks…). */
const stop = (event: SyntheticEvent) => event.stopPropagation();

function position(anchor: HTMLElement): CSSProperties {
  const view = anchor.ownerDocument.defaultView;
  const rect = anchor.getBoundingClientRect();
  const scrollX = view?.scrollX ?? 0;
  const viewport = view?.innerWidth ?? WIDTH;
  const left = Math.max(8, Math.min(rect.left, viewport - WIDTH - 8));
  return { top: rect.bottom + (view?.scrollY ?? 0) + GAP, left: left + scrollX };
}

/**
 * The link popover of a menu's appender: search the site's pages and posts or type an address;
 * arrows move through the results, Enter or a click chooses one, Escape closes.
 */
export function LinkSearchPopover({ anchor, onChoose, onClose }: LinkSearchPopoverProps) {
  const doc = anchor.ownerDocument;
  const [input, setInput] = useState('');
  const { suggestions, isLoading } = useLinkSuggestions(input);
  const options = useMemo(() => linkOptions(input, suggestions), [input, suggestions]);
  const [active, setActive] = useState(0);
  const listId = useId();
  const inputRef = useAutoFocus<HTMLInputElement>();
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list starts at its first option
  useEffect(() => setActive(0), [options]);

  useEffect(() => {
    const onMouseDown = (event: MouseEvent) => {
      const target = event.target;
      if (!isNode(target) || panel?.contains(target) || anchor.contains(target)) return;
      onClose(false);
    };
    doc.addEventListener('mousedown', onMouseDown, true);
    return () => doc.removeEventListener('mousedown', onMouseDown, true);
  }, [doc, panel, anchor, onClose]);

  const choose = (index: number) => {
    const option = options[index];
    if (option !== undefined) onChoose(option.attributes);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    event.stopPropagation();
    const action = linkPopoverKey(event.key, active, options.length);
    if (action.kind === 'none') return;
    event.preventDefault();
    if (action.kind === 'close') onClose(true);
    else if (action.kind === 'move') setActive(action.active);
    else choose(active);
  };

  const optionId = (index: number) => suggestionOptionId(listId, index);
  const status = isLoading ? 'Searching…' : options.length === 0 ? 'No results' : null;

  return createPortal(
    <div
      ref={setPanel}
      role="dialog"
      aria-label="Add link"
      className="atelier-canvas-popover atelier-navigation-link-search"
      style={{ ...PANEL_STYLE, ...position(anchor) }}
      onKeyDown={onKeyDown}
      onCopy={stop}
      onCut={stop}
      onPaste={stop}
    >
      <input
        ref={inputRef}
        type="text"
        role="combobox"
        aria-label="Search or type URL"
        placeholder="Search or type URL"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options[active] === undefined ? undefined : optionId(active)}
        value={input}
        style={INPUT_STYLE}
        onChange={(event) => setInput(event.target.value)}
      />
      <LinkSuggestionList
        listId={listId}
        options={options}
        active={active}
        style={LIST_STYLE}
        onHover={setActive}
        onChoose={choose}
      />
      <p role="status" style={{ margin: status === null ? 0 : '8px 0 0' }}>
        {status}
      </p>
    </div>,
    doc.body,
  );
}
