import { Popover, PopoverDisclosure, PopoverHeading, PopoverProvider } from '@ariakit/react';
import { useId } from 'react';
import { getFieldLabel, isFieldHideable } from '../../fields/field-access';
import type { Field, View } from '../../types';
import { DEFAULT_PER_PAGE } from '../../view/per-page-options';
import { toggleFieldVisibility } from '../../view/toggle-field-visibility';
import { PerPageSelect } from '../footer/PerPageSelect';
import { OptionsIcon } from '../icons';

/** Props of {@link ViewOptions}. */
export interface ViewOptionsProps<Item> {
  view: View;
  onChangeView: (view: View) => void;
  fields: Field<Item>[];
}

/** A 'View options' popover: items per page and which fields are shown. */
export function ViewOptions<Item>({ view, onChangeView, fields }: ViewOptionsProps<Item>) {
  const headingId = useId();
  const hideable = fields.filter(isFieldHideable);
  const hidden = view.hiddenFields ?? [];
  return (
    <PopoverProvider>
      <PopoverDisclosure
        className="dataviews-button is-icon"
        aria-label="View options"
        title="View options"
      >
        <OptionsIcon />
      </PopoverDisclosure>
      <Popover
        className="dataviews-popover"
        gutter={4}
        portal
        unmountOnHide
        aria-labelledby={headingId}
      >
        <PopoverHeading id={headingId} className="dataviews-popover__heading">
          View options
        </PopoverHeading>
        <PerPageSelect
          perPage={view.perPage ?? DEFAULT_PER_PAGE}
          view={view}
          onChangeView={onChangeView}
        />
        {hideable.length > 0 && (
          <fieldset className="dataviews-view-options__fields">
            <legend>Properties</legend>
            {hideable.map((field) => (
              <label key={field.id} className="dataviews-view-options__field">
                <input
                  type="checkbox"
                  className="dataviews-checkbox"
                  checked={!hidden.includes(field.id)}
                  onChange={() => onChangeView(toggleFieldVisibility(view, field.id))}
                />
                {getFieldLabel(field)}
              </label>
            ))}
          </fieldset>
        )}
      </Popover>
    </PopoverProvider>
  );
}
