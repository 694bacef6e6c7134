import type { ComponentType } from 'react';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { TemplatePartSettings } from './Settings';

/** core/template-part: its area and choice. (Block tab panels, in display order) */
export const templatePartPanels: readonly ComponentType<BlockControlProps>[] = [
  TemplatePartSettings,
];
