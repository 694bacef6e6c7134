import './side-controls.css';

interface LinkToggleProps {
  /** Whether one value stands for every side (or corner). */
  linked: boolean;
  onChange(linked: boolean): void;
  /** What is linked: 'sides' ('Unlink sides' / 'Link sides') or 'radii'. */
  parts?: 'sides' | 'radii';
}

/**
 * The block editor's link button: pressed while one value stands for all sides; its name says
 * what a press does ('Unlink sides' while linked, 'Link sides' while not).
 */
export function LinkToggle({ linked, onChange, parts = 'sides' }: LinkToggleProps) {
  return (
    <button
      type="button"
      className="atelier-inspector__link-toggle"
      aria-pressed={linked}
      onClick={() => onChange(!linked)}
    >
      {linked ? `Unlink ${parts}` : `Link ${parts}`}
    </button>
  );
}
