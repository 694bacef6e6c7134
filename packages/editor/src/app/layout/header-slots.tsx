import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * Places in the editor header that the canvas fills: its document tools (after the site hub),
 * the document's way to its template and back (beside the document bar), the preview tools
 * (before Save) and the sidebar toggles (after Save). The canvas is loaded on demand and owns
 * the stores those controls read, so it renders them into the header.
 */
export type HeaderSlotName = 'tools' | 'document' | 'preview' | 'settings';

export type HeaderSlots = Readonly<Record<HeaderSlotName, HTMLElement | null>>;

export const NO_HEADER_SLOTS: HeaderSlots = {
  tools: null,
  document: null,
  preview: null,
  settings: null,
};

const HeaderSlotsContext = createContext<HeaderSlots>(NO_HEADER_SLOTS);

export const HeaderSlotsProvider = HeaderSlotsContext.Provider;

/** Renders `children` in a slot of the editor header; nothing when there is no header. */
export function HeaderFill({ slot, children }: { slot: HeaderSlotName; children: ReactNode }) {
  const target = useContext(HeaderSlotsContext)[slot];
  return target === null ? null : createPortal(children, target);
}

/** A callback ref of a header element that takes in a slot. */
export type SlotHost = (element: HTMLElement | null) => void;

/**
 * The header's slots, made once with the header, and the callback refs of the header's elements
 * that take them in: `<div className="atelier-editor-header__slot" ref={hosts.tools} />`, with
 * no React children, so React never touches what goes into it. The canvas's first render already
 * has its slots, and its header controls land in them in the same commit (slots held as state,
 * set by the refs, cost a second render of the header and of the whole canvas before the first
 * paint).
 */
export function useHeaderSlots(): [HeaderSlots, Record<HeaderSlotName, SlotHost>] {
  const [slots] = useState(() => ({
    tools: createSlot(),
    document: createSlot(),
    preview: createSlot(),
    settings: createSlot(),
  }));
  const hosts = useMemo(() => {
    const host =
      (name: HeaderSlotName): SlotHost =>
      (element) => {
        if (element !== null && slots[name].parentNode !== element) element.append(slots[name]);
      };
    return {
      tools: host('tools'),
      document: host('document'),
      preview: host('preview'),
      settings: host('settings'),
    };
  }, [slots]);
  return [slots, hosts];
}

/** A slot: it sits in the header's row as if its contents were written in place. */
function createSlot(): HTMLElement {
  const slot = document.createElement('div');
  slot.className = 'atelier-editor-header__slot';
  return slot;
}
