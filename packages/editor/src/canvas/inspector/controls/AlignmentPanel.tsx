import type { Alignment } from '@atelier/blocks';
import { ButtonGroup } from './ButtonGroup';
import type { BlockControlProps } from './block-control-props';
import { PanelSection } from './PanelSection';

const LABELS: Record<Alignment, string> = {
  left: 'Align left',
  center: 'Align center',
  right: 'Align right',
  wide: 'Wide width',
  full: 'Full width',
};
const ALL: readonly Alignment[] = ['left', 'center', 'right', 'wide', 'full'];

/** The block's `align` values it supports (none pressed: the default alignment). */
export function AlignmentPanel({ attributes, supports, update }: BlockControlProps) {
  const allowed: readonly Alignment[] = Array.isArray(supports.align) ? supports.align : ALL;
  const value = attributes.align;
  return (
    <PanelSection title="Alignment">
      <ButtonGroup
        label="Block alignment"
        value={typeof value === 'string' ? value : undefined}
        options={allowed.map((align) => ({ value: align, label: LABELS[align] }))}
        onChange={(align) => update({ align })}
      />
    </PanelSection>
  );
}
