import type { BlockAttributes } from '@atelier/blocks';
import { useState } from 'react';
import {
  CORNERS,
  type Corner,
  cornerRadiusChanges,
  radiusChanges,
  readRadius,
} from '../border-sides';
import { LinkToggle } from './LinkToggle';
import { TextField } from './TextField';

const CORNER_LABELS: Record<Corner, string> = {
  topLeft: 'Top left radius',
  topRight: 'Top right radius',
  bottomRight: 'Bottom right radius',
  bottomLeft: 'Bottom left radius',
};

interface BorderRadiusFieldsProps {
  attributes: BlockAttributes;
  update(attributes: BlockAttributes, typing?: boolean): void;
}

/** The border radius: one value, or (unlinked) one per corner; different corners open unlinked. */
export function BorderRadiusFields({ attributes, update }: BorderRadiusFieldsProps) {
  const radius = readRadius(attributes);
  const [linked, setLinked] = useState(!radius.mixed);
  return (
    <fieldset className="atelier-inspector__field atelier-inspector__box">
      <legend>Radius</legend>
      <LinkToggle linked={linked} onChange={setLinked} parts="radii" />
      {linked ? (
        <TextField
          label="Radius"
          value={radius.linked}
          placeholder={radius.mixed ? 'Mixed' : undefined}
          onChange={(value) => update(radiusChanges(attributes, value), true)}
        />
      ) : (
        CORNERS.map((corner) => (
          <TextField
            key={corner}
            label={CORNER_LABELS[corner]}
            value={radius.corners[corner]}
            onChange={(value) => update(cornerRadiusChanges(attributes, corner, value), true)}
          />
        ))
      )}
    </fieldset>
  );
}
