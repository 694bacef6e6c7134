import {
  isBorderMixed,
  readBorderSides,
  readLinkedBorder,
  withLinkedBorder,
  withSideBorder,
} from '../border-sides';
import { SIDES, type Side } from '../box-sides';
import { useInspectedBlockState } from '../inspected-block';
import { presetGroups } from '../preset-options';
import { borderFeatures } from '../supports-controls';
import { BorderFields } from './BorderFields';
import { BorderRadiusFields } from './BorderRadiusFields';
import { blockStylePanel } from './block-style-panel';
import { LinkToggle } from './LinkToggle';
import { PanelSection } from './PanelSection';
import type { StylePanelProps } from './style-panel-props';

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
export function BorderStylePanel({ value, onChange, supports, settings }: StylePanelProps) {
  const features = borderFeatures(supports);
  const colors = presetGroups(settings, 'color');
  const [linked, setLinked] = useInspectedBlockState(() => !isBorderMixed(value));
  const hasSides = features.color || features.width || features.style;
  const linkedBorder = readLinkedBorder(value);
  const sides = readBorderSides(value);
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
          onChange={(change, typing) => onChange(withLinkedBorder(value, change), typing)}
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
              onChange={(change, typing) => onChange(withSideBorder(value, side, change), typing)}
            />
          </fieldset>
        ))}
      {features.radius && <BorderRadiusFields value={value} onChange={onChange} />}
    </PanelSection>
  );
}

/** The Border panel of the Block tab. */
export const BorderPanel = blockStylePanel(BorderStylePanel);
