import { useState } from 'react';
import {
  isBorderMixed,
  linkedBorderChanges,
  readBorderSides,
  readLinkedBorder,
  sideBorderChanges,
} from '../border-sides';
import { SIDES, type Side } from '../box-sides';
import { presetGroups } from '../preset-options';
import { borderFeatures } from '../supports-controls';
import { BorderFields } from './BorderFields';
import { BorderRadiusFields } from './BorderRadiusFields';
import type { BlockControlProps } from './block-control-props';
import { LinkToggle } from './LinkToggle';
import { PanelSection } from './PanelSection';

const SIDE_LABELS: Record<Side, string> = {
  top: 'Top border',
  right: 'Right border',
  bottom: 'Bottom border',
  left: 'Left border',
};

/**
 * Border colour, width and style for all sides or (unlinked) per side, and the radius for all
 * corners or per corner; every change is normalised (spec 3 §4).
 */
export function BorderPanel({ attributes, supports, settings, update }: BlockControlProps) {
  const features = borderFeatures(supports);
  const colors = presetGroups(settings, 'color');
  const [linked, setLinked] = useState(() => !isBorderMixed(attributes));
  const hasSides = features.color || features.width || features.style;
  const linkedBorder = readLinkedBorder(attributes);
  const sides = readBorderSides(attributes);
  return (
    <PanelSection title="Border">
      {hasSides && <LinkToggle linked={linked} onChange={setLinked} />}
      {hasSides && linked && (
        <BorderFields
          label="Border"
          value={linkedBorder.value}
          mixed={linkedBorder.mixed}
          features={features}
          colors={colors}
          onChange={(change, typing) => update(linkedBorderChanges(attributes, change), typing)}
        />
      )}
      {hasSides &&
        !linked &&
        SIDES.map((side) => (
          <fieldset
            key={side}
            className="atelier-inspector__field atelier-inspector__box atelier-inspector__side"
          >
            <legend>{SIDE_LABELS[side]}</legend>
            <BorderFields
              label={SIDE_LABELS[side]}
              value={sides[side]}
              features={features}
              colors={colors}
              onChange={(change, typing) =>
                update(sideBorderChanges(attributes, side, change), typing)
              }
            />
          </fieldset>
        ))}
      {features.radius && <BorderRadiusFields attributes={attributes} update={update} />}
    </PanelSection>
  );
}
