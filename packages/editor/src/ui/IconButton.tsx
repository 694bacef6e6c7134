import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import './IconButton.css';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  icon: ReactNode;
  /** The shortcut, as shown in the tooltip ('Ctrl+Shift+,'). */
  shortcut?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The tooltip of a control: its name, and its shortcut when it has one. */
export function tooltip(label: string, shortcut?: string): string {
  return shortcut === undefined ? label : `${label} (${shortcut})`;
}

/**
 * A square header button showing an icon; its name is `label` (aria-label and tooltip). Pass
 * `aria-pressed` for a toggle and `aria-disabled` for a control that stays focusable while it
 * does nothing.
 */
export function IconButton({ label, icon, shortcut, className, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={tooltip(label, shortcut)}
      className={
        className === undefined ? 'atelier-icon-button' : `atelier-icon-button ${className}`
      }
      {...rest}
    >
      {icon}
    </button>
  );
}
