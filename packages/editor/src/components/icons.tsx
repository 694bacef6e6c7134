/**
 * The few icons the shell draws, as inline SVG (24 × 24 grid). They are decorative: the control
 * around them carries the name.
 */
import type { ReactNode } from 'react';

function Icon({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      {children}
    </svg>
  );
}

export function ChevronLeftIcon() {
  return (
    <Icon>
      <path d="M14.6 7 13.5 5.9 7.4 12l6.1 6.1 1.1-1.1-5-5z" />
    </Icon>
  );
}

export function ChevronRightIcon() {
  return (
    <Icon>
      <path d="M10.6 6 9.5 7l5 5-5 5 1.1 1 6-6z" />
    </Icon>
  );
}

export function CloseIcon() {
  return (
    <Icon>
      <path d="m13.06 12 5.47-5.47-1.06-1.06L12 10.94 6.53 5.47 5.47 6.53 10.94 12l-5.47 5.47 1.06 1.06L12 13.06l5.47 5.47 1.06-1.06z" />
    </Icon>
  );
}

/** Atelier's mark: a frame with a block inside. */
export function AtelierMark() {
  return (
    <Icon size={32}>
      <path d="M4 4h16v16H4zm1.5 1.5v13h13v-13z" />
      <path d="M8 8h8v3H8zm0 5h4v3H8z" />
    </Icon>
  );
}
