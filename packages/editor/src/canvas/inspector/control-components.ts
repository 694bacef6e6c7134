import type { ComponentType } from 'react';
import { AdvancedPanel } from './controls/AdvancedPanel';
import { AlignmentPanel } from './controls/AlignmentPanel';
import { BorderPanel } from './controls/BorderPanel';
import type { BlockControlProps } from './controls/block-control-props';
import { ColorPanel } from './controls/ColorPanel';
import { DimensionsPanel } from './controls/DimensionsPanel';
import { FiltersPanel } from './controls/FiltersPanel';
import { LayoutPanel } from './controls/LayoutPanel';
import { TypographyPanel } from './controls/TypographyPanel';
import type { ControlId } from './supports-controls';

/** The component of each panel id of `CONTROL_RULES` (the panels supports give a block). */
export const CONTROL_COMPONENTS: Record<ControlId, ComponentType<BlockControlProps>> = {
  alignment: AlignmentPanel,
  layout: LayoutPanel,
  color: ColorPanel,
  filter: FiltersPanel,
  typography: TypographyPanel,
  dimensions: DimensionsPanel,
  border: BorderPanel,
  advanced: AdvancedPanel,
};
