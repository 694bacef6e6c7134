import { type ChangeEvent, useId } from 'react';
import { useEntityStore } from '../../../data/entities/EntityStoreContext';
import { useInspectedBlockState } from '../inspected-block';

interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'number' | 'url' | 'datetime-local';
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
  const draft = useDraftInput(value, onChange);
  return (
    <div className="atelier-inspector__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        min={min}
        max={max}
        placeholder={placeholder}
        aria-describedby={help === undefined ? undefined : `${id}-help`}
        {...draft}
      />
      {help !== undefined && (
        <p id={`${id}-help`} className="atelier-inspector__help">
          {help}
        </p>
      )}
    </div>
  );
}

/**
 * An inspector input's value and handlers: while it has focus it shows what was typed (the
 * block's value follows at low priority); typing coalesces into one undo step, and a step never
 * spans two fields.
 */
export function useDraftInput(value: string, onInput: (text: string) => void) {
  const { markUndoBoundary } = useEntityStore();
  const [draft, setDraft] = useInspectedBlockState<string | null>(() => null);
  return {
    value: draft ?? value,
    onFocus: markUndoBoundary,
    onBlur: () => {
      setDraft(null);
      markUndoBoundary();
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setDraft(event.target.value);
      onInput(event.target.value);
    },
  };
}
