import { createContext, type ReactNode, useContext } from 'react';
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
