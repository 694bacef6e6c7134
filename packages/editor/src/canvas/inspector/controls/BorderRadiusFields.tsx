import { CORNERS, type Corner, readRadius, withCornerRadius, withRadius } from '../border-sides';
import { useInspectedBlockState } from '../inspected-block';
import type { StyleObject } from '../style-path';
import { LinkToggle } from './LinkToggle';
import { TextField } from './TextField';

const CORNER_LABELS: Record<Corner, string> = {
  topLeft: 'Top left radius',
  topRight: 'Top right radius',
  bottomRight: 'Bottom right radius',
  bottomLeft: 'Bottom left radius',
};

interface BorderRadiusFieldsProps {
  value: StyleObject;
  onChange(next: StyleObject, typing?: boolean): void;
}

/** The border radius: one value, or (unlinked) one per corner; different corners open unlinked. */
export function BorderRadiusFields({ value, onChange }: BorderRadiusFieldsProps) {
  const radius = readRadius(value);
  const [linked, setLinked] = useInspectedBlockState(() => !radius.mixed);
  return (
    <fieldset className="atelier-inspector__field atelier-inspector__box">
      <legend>Radius</legend>
      <LinkToggle linked={linked} onChange={setLinked} parts="radii" />
      {linked ? (
        <TextField
          label="Radius"
          value={radius.linked}
          placeholder={radius.mixed ? 'Mixed' : undefined}
          onChange={(next) => onChange(withRadius(value, next), true)}
        />
      ) : (
        CORNERS.map((corner) => (
          <TextField
            key={corner}
            label={CORNER_LABELS[corner]}
            value={radius.corners[corner]}
            onChange={(next) => onChange(withCornerRadius(value, corner, next), true)}
          />
        ))
      )}
    </fieldset>
  );
}
