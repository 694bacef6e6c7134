import { useEffect, useRef } from 'react';

/** Props of {@link SelectionCheckbox}. */
export interface SelectionCheckboxProps {
  /** Accessible name, e.g. 'Select all' or 'Select Home'. */
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: () => void;
}

/** A native checkbox named for screen readers, with an optional mixed state. */
export function SelectionCheckbox({
  label,
  checked,
  indeterminate = false,
  disabled = false,
  onChange,
}: SelectionCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) {
      ref.current.indeterminate = indeterminate;
    }
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="dataviews-checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      // Clicks on the checkbox must not also activate the card or row around it.
      onClick={(event) => event.stopPropagation()}
    />
  );
}
