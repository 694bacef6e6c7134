import type { ReactNode } from 'react';

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      className="dataviews-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Table layout icon. */
export function TableIcon() {
  return (
    <Svg>
      <path d="M4 5h16v2H4zm0 6h16v2H4zm0 6h16v2H4z" />
    </Svg>
  );
}

/** Grid layout icon. */
export function GridIcon() {
  return (
    <Svg>
      <path d="M5 5h6v6H5zm8 0h6v6h-6zM5 13h6v6H5zm8 0h6v6h-6z" />
    </Svg>
  );
}

/** List layout icon. */
export function ListIcon() {
  return (
    <Svg>
      <path d="M4 5h4v4H4zm6 1h10v2H10zM4 15h4v4H4zm6 1h10v2H10z" />
    </Svg>
  );
}

/** Vertical ellipsis (more actions). */
export function MoreIcon() {
  return (
    <Svg>
      <path d="M12 5.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm0 5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm0 5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z" />
    </Svg>
  );
}

/** Small cross (remove, close). */
export function CloseIcon() {
  return (
    <Svg>
      <path d="M7.05 6 6 7.05 10.95 12 6 16.95 7.05 18 12 13.05 16.95 18 18 16.95 13.05 12 18 7.05 16.95 6 12 10.95z" />
    </Svg>
  );
}

/** Sort direction arrow; points down for descending. */
export function ArrowIcon({ direction }: { direction: 'asc' | 'desc' }) {
  return (
    <Svg>
      {direction === 'asc' ? (
        <path d="M12 6 7 11l1.06 1.06 3.19-3.18V18h1.5V8.88l3.19 3.18L17 11z" />
      ) : (
        <path d="m12 18 5-5-1.06-1.06-3.19 3.18V6h-1.5v9.12l-3.19-3.18L7 13z" />
      )}
    </Svg>
  );
}

/** View options (sliders). */
export function OptionsIcon() {
  return (
    <Svg>
      <path d="M4 7h9v1.5H4zm12 0h4v1.5h-4zm-2-1.5h1.5v4.5H14zM4 15.5h4V17H4zm7 0h9V17h-9zm-2-1.5h1.5v4.5H9z" />
    </Svg>
  );
}

/** Chevron for previous/next page. */
export function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <Svg>
      {direction === 'left' ? (
        <path d="M14.6 7 9.6 12l5 5 1.06-1.06L11.72 12l3.94-3.94z" />
      ) : (
        <path d="M9.4 7 8.34 8.06 12.28 12l-3.94 3.94L9.4 17l5-5z" />
      )}
    </Svg>
  );
}
