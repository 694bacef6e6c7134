import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

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

/** The control to focus when the controls open: the checked option, else the first field. */
function firstControl(panel: HTMLElement): HTMLElement | null {
  return (
    panel.querySelector<HTMLElement>('input:checked') ??
    panel.querySelector<HTMLElement>('input, button, select, textarea')
  );
}

/**
 * A summary row whose value is a button opening its controls just below (the site editor's
 * popovers, kept in the sidebar's flow so nothing is covered). Opening moves the focus into
 * them; Escape closes them and gives the focus back to the button.
 */
export function SummaryDisclosure({ label, value, buttonLabel, children }: SummaryDisclosureProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusInside = useRef(false);
  const panelId = useId();

  useEffect(() => {
    if (!open || !focusInside.current || panel.current === null) return;
    focusInside.current = false;
    firstControl(panel.current)?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from the button or any control inside closes them.
    <div onKeyDown={onKeyDown}>
      <SummaryRow label={label}>
        <button
          ref={button}
          type="button"
          className="atelier-page-summary__toggle"
          aria-label={buttonLabel}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => {
            focusInside.current = !open;
            setOpen(!open);
          }}
        >
          {value}
        </button>
      </SummaryRow>
      {open && (
        <div ref={panel} id={panelId} className="atelier-page-summary__popover">
          {children}
        </div>
      )}
    </div>
  );
}
