/**
 * The editor header's icons, drawn as inline SVG on a 24 × 24 grid with a 1.5 px line. They are
 * decorative (`aria-hidden`): the control around an icon carries its name.
 */
import type { ReactNode } from 'react';

function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="atelier-icon"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** Block Inserter: a plus. */
export function PlusIcon() {
  return (
    <LineIcon>
      <path d="M12 5.5v13M5.5 12h13" />
    </LineIcon>
  );
}

/** Document Overview (List View): three bulleted lines. */
export function ListViewIcon() {
  return (
    <LineIcon>
      <path d="M9.5 7H19M9.5 12H19M9.5 17H19" />
      <path d="M5 7h.5M5 12h.5M5 17h.5" strokeWidth={2.25} />
    </LineIcon>
  );
}

export function UndoIcon() {
  return (
    <LineIcon>
      <path d="M9 5 4.75 9.25 9 13.5" />
      <path d="M5.25 9.25h9.25a4.5 4.5 0 0 1 0 9H12" />
    </LineIcon>
  );
}

export function RedoIcon() {
  return (
    <LineIcon>
      <path d="m15 5 4.25 4.25L15 13.5" />
      <path d="M18.75 9.25H9.5a4.5 4.5 0 0 0 0 9H12" />
    </LineIcon>
  );
}

export function DesktopIcon() {
  return (
    <LineIcon>
      <rect x="3.5" y="4.75" width="17" height="11.5" rx="1.5" />
      <path d="M9 19.25h6M12 16.25v3" />
    </LineIcon>
  );
}

export function TabletIcon() {
  return (
    <LineIcon>
      <rect x="5.5" y="3.25" width="13" height="17.5" rx="2" />
      <path d="M11 17.5h2" />
    </LineIcon>
  );
}

export function MobileIcon() {
  return (
    <LineIcon>
      <rect x="7.5" y="3.25" width="9" height="17.5" rx="2" />
      <path d="M11 17.5h2" />
    </LineIcon>
  );
}

export function ChevronDownIcon() {
  return (
    <LineIcon>
      <path d="m8 10 4 4 4-4" />
    </LineIcon>
  );
}

export function CheckIcon() {
  return (
    <LineIcon>
      <path d="m5.5 12.5 4 4 9-9.5" />
    </LineIcon>
  );
}

/** A link that opens in a new tab. */
export function ExternalIcon() {
  return (
    <LineIcon>
      <path d="M13.5 5.25h5.25v5.25M18.5 5.5 11 13" />
      <path d="M16.75 13.75v4a1 1 0 0 1-1 1H6.25a1 1 0 0 1-1-1V8.25a1 1 0 0 1 1-1h4" />
    </LineIcon>
  );
}

/** Zoom out: a magnifier with a minus. */
export function ZoomOutIcon() {
  return (
    <LineIcon>
      <circle cx="10.5" cy="10.5" r="5.75" />
      <path d="m15 15 4.5 4.5M8 10.5h5" />
    </LineIcon>
  );
}

/** Settings: a window with its right-hand sidebar. */
export function SidebarIcon() {
  return (
    <LineIcon>
      <rect x="3.75" y="4.75" width="16.5" height="14.5" rx="1.5" />
      <path d="M14.25 4.75v14.5" />
    </LineIcon>
  );
}

/** Options: three dots, one above the other. */
export function MoreVerticalIcon() {
  return (
    <LineIcon>
      <path d="M12 6h.01M12 12h.01M12 18h.01" strokeWidth={2.5} />
    </LineIcon>
  );
}

/** A template: a page with a header band and a sidebar column. */
export function TemplateIcon() {
  return (
    <LineIcon>
      <rect x="4.75" y="4.75" width="14.5" height="14.5" rx="1.5" />
      <path d="M4.75 9.25h14.5M10 9.25v10" />
    </LineIcon>
  );
}

/** A template part: one band of a page. */
export function TemplatePartIcon() {
  return (
    <LineIcon>
      <rect x="4.75" y="8.75" width="14.5" height="6.5" rx="1.5" />
      <path d="M4.75 5.25h14.5M4.75 18.75h14.5" strokeDasharray="2 2" />
    </LineIcon>
  );
}

/** A page: a sheet with a folded corner. */
export function PageIcon() {
  return (
    <LineIcon>
      <path d="M7 3.75h6.75L18 8v11.25a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4.75a1 1 0 0 1 1-1Z" />
      <path d="M13.5 4v4.25H18M9 12.5h6M9 15.5h6" />
    </LineIcon>
  );
}

/** A pattern: four tiles. */
export function PatternIcon() {
  return (
    <LineIcon>
      <rect x="4.75" y="4.75" width="6" height="6" rx="1" />
      <rect x="13.25" y="4.75" width="6" height="6" rx="1" />
      <rect x="4.75" y="13.25" width="6" height="6" rx="1" />
      <rect x="13.25" y="13.25" width="6" height="6" rx="1" />
    </LineIcon>
  );
}

/** A navigation menu: a row of links under a bar. */
export function NavigationIcon() {
  return (
    <LineIcon>
      <rect x="3.75" y="6.75" width="16.5" height="10.5" rx="1.5" />
      <path d="M7 12h2.5M11 12h2.5M15 12h2" />
    </LineIcon>
  );
}

/** The command palette's search. */
export function SearchIcon() {
  return (
    <LineIcon>
      <circle cx="10.5" cy="10.5" r="5.75" />
      <path d="m15 15 4.5 4.5" />
    </LineIcon>
  );
}

/* The block toolbar's icons. */

/** Move up: a chevron pointing up. */
export function ChevronUpIcon() {
  return (
    <LineIcon>
      <path d="m8 14 4-4 4 4" />
    </LineIcon>
  );
}

/** Drag: two columns of three dots. */
export function DragHandleIcon() {
  return (
    <LineIcon>
      <path
        d="M9.5 7h.01M9.5 12h.01M9.5 17h.01M14.5 7h.01M14.5 12h.01M14.5 17h.01"
        strokeWidth={2.5}
      />
    </LineIcon>
  );
}

/** Bold: a heavy capital B. */
export function BoldIcon() {
  return (
    <LineIcon>
      <path
        d="M8 5.5h5a3.25 3.25 0 0 1 0 6.5H8zM8 12h5.75a3.25 3.25 0 0 1 0 6.5H8z"
        strokeWidth={2.25}
      />
    </LineIcon>
  );
}

/** Italic: a slanted capital I. */
export function ItalicIcon() {
  return (
    <LineIcon>
      <path d="M10.5 5.5h6M7.5 18.5h6M13.5 5.5l-3 13" />
    </LineIcon>
  );
}

/** Strikethrough: an S crossed by a line. */
export function StrikethroughIcon() {
  return (
    <LineIcon>
      <path d="M16.25 7.5c-.6-1.3-2.2-2-4.25-2-2.5 0-4 1.2-4 3 0 1.1.6 1.9 1.75 2.5" />
      <path d="M8 16.25c.6 1.4 2.2 2.25 4.25 2.25 2.5 0 4-1.25 4-3 0-.6-.15-1.1-.45-1.5" />
      <path d="M5 12h14" />
    </LineIcon>
  );
}

/** Link: two chain links. */
export function LinkIcon() {
  return (
    <LineIcon>
      <path d="M10.5 13.5a3.5 3.5 0 0 0 5 0l2.75-2.75a3.5 3.5 0 0 0-5-5L12 7" />
      <path d="M13.5 10.5a3.5 3.5 0 0 0-5 0l-2.75 2.75a3.5 3.5 0 0 0 5 5L12 17" />
    </LineIcon>
  );
}

/** Inline code: angle brackets around a slash. */
export function CodeIcon() {
  return (
    <LineIcon>
      <path d="m8.5 8-4 4 4 4M15.5 8l4 4-4 4M13.25 6.5l-2.5 11" />
    </LineIcon>
  );
}

/** Align left: lines flush to the left edge. */
export function AlignLeftIcon() {
  return (
    <LineIcon>
      <path d="M4.75 6.5h14.5M4.75 12h9M4.75 17.5h14.5" />
    </LineIcon>
  );
}

/** Align center: lines centred. */
export function AlignCenterIcon() {
  return (
    <LineIcon>
      <path d="M4.75 6.5h14.5M7.5 12h9M4.75 17.5h14.5" />
    </LineIcon>
  );
}

/** Align right: lines flush to the right edge. */
export function AlignRightIcon() {
  return (
    <LineIcon>
      <path d="M4.75 6.5h14.5M10.25 12h9M4.75 17.5h14.5" />
    </LineIcon>
  );
}

/** Wide width: a block reaching past the content column, between two guides. */
export function AlignWideIcon() {
  return (
    <LineIcon>
      <path d="M4.75 5v14M19.25 5v14" />
      <rect x="7.25" y="8" width="9.5" height="8" rx="1" />
    </LineIcon>
  );
}

/** Full width: a block from edge to edge. */
export function AlignFullIcon() {
  return (
    <LineIcon>
      <rect x="3.75" y="8" width="16.5" height="8" rx="1" />
    </LineIcon>
  );
}

/** No alignment: a block in the content column. */
export function AlignNoneIcon() {
  return (
    <LineIcon>
      <path d="M4.75 6h14.5M4.75 18h14.5" />
      <rect x="7.25" y="9" width="9.5" height="6" rx="1" />
    </LineIcon>
  );
}
