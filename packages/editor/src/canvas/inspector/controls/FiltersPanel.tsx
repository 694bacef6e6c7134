import type { ThemeJsonSettings } from '@atelier/theme-json';
import {
  BLOCK_DUOTONE_PATH,
  duotoneGroups,
  GLOBAL_DUOTONE_PATH,
  readDuotone,
  withDuotone,
} from '../duotone-options';
import { asStyleObject, type StyleObject } from '../style-path';
import type { BlockControlProps } from './block-control-props';
import { DuotonePicker } from './DuotonePicker';
import { PanelSection } from './PanelSection';
import type { StylePanelProps } from './style-panel-props';

interface DuotoneFiltersProps {
  value: StyleObject;
  /** Where the duotone sits in the value. */
  path: readonly string[];
  onChange(next: StyleObject): void;
  settings: ThemeJsonSettings | undefined;
}

function DuotoneFilters({ value, path, onChange, settings }: DuotoneFiltersProps) {
  return (
    <PanelSection title="Filters">
      <DuotonePicker
        groups={duotoneGroups(settings)}
        value={readDuotone(value, path)}
        onChange={(choice) => onChange(withDuotone(value, path, choice))}
      />
    </PanelSection>
  );
}

/** Filters › Duotone of a block type's styles (`styles.blocks[name].filter.duotone`). */
export function FiltersStylePanel({ value, onChange, settings }: StylePanelProps) {
  return (
    <DuotoneFilters
      value={value}
      path={GLOBAL_DUOTONE_PATH}
      onChange={onChange}
      settings={settings}
    />
  );
}

/** Filters › Duotone of the Block tab: the block's own `style.color.duotone`. */
export function FiltersPanel({ attributes, settings, update }: BlockControlProps) {
  const style = asStyleObject(attributes.style);
  return (
    <DuotoneFilters
      value={style}
      path={BLOCK_DUOTONE_PATH}
      onChange={(next) => update({ style: Object.keys(next).length === 0 ? undefined : next })}
      settings={settings}
    />
  );
}
