import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { PanelSection } from '../../inspector/controls/PanelSection';
import { SelectField } from '../../inspector/controls/SelectField';
import { TextField } from '../../inspector/controls/TextField';
import {
  boundedNumber,
  isShown,
  LISTING_SETTINGS,
  type ListingControl,
  ORDER_CHOICES,
  orderChanges,
  orderChoice,
} from './listing-controls';

function Control({
  control,
  attributes,
  update,
}: { control: ListingControl } & Pick<BlockControlProps, 'attributes' | 'update'>) {
  if (control.kind === 'order') {
    return (
      <SelectField
        label={control.label}
        value={orderChoice(attributes)}
        options={ORDER_CHOICES}
        onChange={(choice) => update(orderChanges(choice))}
      />
    );
  }
  const value = attributes[control.attribute];
  if (control.kind === 'toggle') {
    return (
      <label className="atelier-inspector__toggle">
        <input
          type="checkbox"
          checked={typeof value === 'boolean' ? value : control.fallback}
          onChange={(event) => update({ [control.attribute]: event.target.checked })}
        />
        {control.label}
      </label>
    );
  }
  if (control.kind === 'select') {
    return (
      <SelectField
        label={control.label}
        value={typeof value === 'string' ? value : control.fallback}
        options={control.options}
        onChange={(choice) => update({ [control.attribute]: choice })}
      />
    );
  }
  return (
    <TextField
      label={control.label}
      type="number"
      min={control.min}
      value={String(typeof value === 'number' ? value : control.fallback)}
      onChange={(text) => {
        const number = boundedNumber(text, control.min, control.max);
        if (number !== undefined) update({ [control.attribute]: number }, true);
      }}
    />
  );
}

/**
 * The settings of the listing and widget blocks (Latest Posts, Archives, Terms List, Tag Cloud,
 * Login/out, Time to Read, Query Total): WordPress's toggles and choices, from one table.
 */
export function ListingSettings({ block, attributes, update }: BlockControlProps) {
  const sections = LISTING_SETTINGS[block.name ?? ''] ?? [];
  return (
    <>
      {sections.map((section) => (
        <PanelSection key={section.title} title={section.title}>
          {section.controls
            .filter((control) => isShown(control, attributes))
            .map((control) => (
              <Control
                key={control.kind === 'order' ? 'order' : control.attribute}
                control={control}
                attributes={attributes}
                update={update}
              />
            ))}
        </PanelSection>
      ))}
    </>
  );
}
