import { useId, useState } from 'react';
import { useEntityStore } from '../../../data/entities/EntityStoreContext';

interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'number' | 'url';
  help?: string;
  min?: number;
  max?: number;
  /** Shown while empty, e.g. 'Mixed' when the sides it stands for differ. */
  placeholder?: string;
}

/** A labelled input. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  help,
  min,
  max,
  placeholder,
}: TextFieldProps) {
  const id = useId();
  // Typing coalesces into one undo step; a step never spans two fields.
  const { markUndoBoundary } = useEntityStore();
  // While the field has focus it shows what was typed: the block's value follows at low priority.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="atelier-inspector__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={draft ?? value}
        min={min}
        max={max}
        placeholder={placeholder}
        aria-describedby={help === undefined ? undefined : `${id}-help`}
        onFocus={markUndoBoundary}
        onBlur={() => {
          setDraft(null);
          markUndoBoundary();
        }}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(event.target.value);
        }}
      />
      {help !== undefined && (
        <p id={`${id}-help`} className="atelier-inspector__help">
          {help}
        </p>
      )}
    </div>
  );
}
