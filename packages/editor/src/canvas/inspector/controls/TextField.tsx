import { useId } from 'react';
import { useEntityStore } from '../../../data/entities/EntityStoreContext';

interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'number' | 'url';
  help?: string;
  min?: number;
  max?: number;
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
}: TextFieldProps) {
  const id = useId();
  // Typing coalesces into one undo step; a step never spans two fields.
  const { markUndoBoundary } = useEntityStore();
  return (
    <div className="atelier-inspector__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        min={min}
        max={max}
        aria-describedby={help === undefined ? undefined : `${id}-help`}
        onFocus={markUndoBoundary}
        onBlur={markUndoBoundary}
        onChange={(event) => onChange(event.target.value)}
      />
      {help !== undefined && (
        <p id={`${id}-help`} className="atelier-inspector__help">
          {help}
        </p>
      )}
    </div>
  );
}
