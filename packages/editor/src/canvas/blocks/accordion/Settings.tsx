import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { PanelSection } from '../../inspector/controls/PanelSection';

/** Accordion: whether opening one item closes the others on the public site. */
export function AccordionSettings({ attributes, update }: BlockControlProps) {
  return (
    <PanelSection title="Settings">
      <label className="atelier-inspector__toggle">
        <input
          type="checkbox"
          checked={attributes.autoclose === true}
          onChange={(event) => update({ autoclose: event.target.checked })}
        />
        Auto-close
      </label>
      <p className="atelier-inspector__help">
        Automatically close accordions when a new one is opened.
      </p>
    </PanelSection>
  );
}

/** Accordion item: whether visitors find it open when the page loads. */
export function AccordionItemSettings({ attributes, update }: BlockControlProps) {
  return (
    <PanelSection title="Settings">
      <label className="atelier-inspector__toggle">
        <input
          type="checkbox"
          checked={attributes.openByDefault === true}
          onChange={(event) => update({ openByDefault: event.target.checked })}
        />
        Open by default
      </label>
    </PanelSection>
  );
}
