import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { PanelSection } from '../../inspector/controls/PanelSection';

/** More: whether the teaser is left out of the post's own page (`<!--noteaser-->`). */
export function MoreSettings({ attributes, update }: BlockControlProps) {
  return (
    <PanelSection title="Settings">
      <label className="atelier-inspector__toggle">
        <input
          type="checkbox"
          checked={attributes.noTeaser === true}
          onChange={(event) => update({ noTeaser: event.target.checked })}
        />
        Hide the excerpt on the full content page
      </label>
    </PanelSection>
  );
}
