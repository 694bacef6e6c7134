interface ButtonGroupProps {
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  /** Called with `undefined` when the pressed option is pressed again (reset). */
  onChange(value: string | undefined): void;
}

/** Toggle buttons of which one (or none) is pressed. */
export function ButtonGroup({ label, value, options, onChange }: ButtonGroupProps) {
  return (
    <fieldset className="atelier-inspector__field atelier-inspector__buttons">
      <legend>{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(value === option.value ? undefined : option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
