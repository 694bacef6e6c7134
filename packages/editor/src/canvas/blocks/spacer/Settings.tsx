import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { PanelSection } from '../../inspector/controls/PanelSection';
import { TextField } from '../../inspector/controls/TextField';

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
