import type { BlockControlProps } from '../controls/block-control-props';
import { PanelSection } from '../controls/PanelSection';
import { TextField } from '../controls/TextField';

/** Spacer height (any CSS length; `100px` by default). */
export function SpacerSettings({ attributes, update }: BlockControlProps) {
  const height = attributes.height;
  return (
    <PanelSection title="Settings">
      <TextField
        label="Height"
        value={typeof height === 'string' ? height : '100px'}
        onChange={(value) => update({ height: value === '' ? undefined : value }, true)}
      />
    </PanelSection>
  );
}
