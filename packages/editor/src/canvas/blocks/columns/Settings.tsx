import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { PanelSection } from '../../inspector/controls/PanelSection';
import { TextField } from '../../inspector/controls/TextField';
import { useBlockEditorStore } from '../../state/BlockEditorContext';
import { setColumnCount } from './set-column-count';

/** The number of columns (1–6) and stacking on mobile. */
export function ColumnsSettings({ block, attributes, owner, update }: BlockControlProps) {
  const store = useBlockEditorStore();
  return (
    <PanelSection title="Settings">
      <TextField
        label="Columns"
        type="number"
        min={1}
        max={6}
        value={String(block.innerBlocks.length)}
        onChange={(value) => {
          const count = Number(value);
          if (Number.isFinite(count) && value !== '') {
            store.run(setColumnCount, { clientId: block.clientId, count }, owner);
          }
        }}
      />
      <label className="atelier-inspector__toggle">
        <input
          type="checkbox"
          checked={attributes.isStackedOnMobile !== false}
          onChange={(event) => update({ isStackedOnMobile: event.target.checked })}
        />
        Stack on mobile
      </label>
    </PanelSection>
  );
}
