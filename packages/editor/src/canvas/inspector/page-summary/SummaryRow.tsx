import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

/** One line of the summary: a label on the left, the value (or its control) on the right. */
export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="atelier-page-summary__row">
      <span className="atelier-page-summary__label">{label}</span>
      <div className="atelier-page-summary__value">{children}</div>
    </div>
  );
}

interface SummaryDisclosureProps {
  /** The row's label ('Status'). */
  label: string;
  /** What the button shows: the current value ('Published'). */
  value: string;
  /** The button's accessible name ('Change status: Published'). */
  buttonLabel: string;
  /** The controls shown while open. */
  children: ReactNode;
}

/**
 * A summary row whose value is a button opening its controls just below (the site editor's
 * popovers, kept in the sidebar's flow so nothing is covered). Escape closes them and returns
 * the focus to the button.
 */
export function SummaryDisclosure({ label, value, buttonLabel, children }: SummaryDisclosureProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <SummaryRow label={label}>
        <button
          ref={button}
          type="button"
          className="atelier-page-summary__toggle"
          aria-label={buttonLabel}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
        >
          {value}
        </button>
      </SummaryRow>
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape from any control inside closes it.
        <div id={panelId} className="atelier-page-summary__popover" onKeyDown={onKeyDown}>
          {children}
        </div>
      )}
    </>
  );
}
