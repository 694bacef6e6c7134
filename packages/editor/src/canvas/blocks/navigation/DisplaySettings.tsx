import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { PanelSection } from '../../inspector/controls/PanelSection';

/**
 * Navigation: how its submenus open (WordPress's Display panel, 'Submenus'). Opening on click,
 * a submenu's label is a button, on the site as in the canvas; otherwise it links to its page and
 * the submenu opens on hover or focus.
 */
export function NavigationDisplaySettings({ attributes, update }: BlockControlProps) {
  return (
    <PanelSection title="Display">
      <fieldset className="atelier-inspector__field">
        <legend>Submenus</legend>
        <label className="atelier-inspector__toggle">
          <input
            type="checkbox"
            checked={attributes.openSubmenusOnClick === true}
            onChange={(event) =>
              update({ openSubmenusOnClick: event.target.checked ? true : undefined })
            }
          />
          Open on click
        </label>
      </fieldset>
    </PanelSection>
  );
}
