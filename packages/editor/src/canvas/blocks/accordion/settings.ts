import type { ComponentType } from 'react';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { AccordionItemSettings, AccordionSettings } from './Settings';

/** core/accordion: Auto-close. (Block tab panels, in display order) */
export const accordionPanels: readonly ComponentType<BlockControlProps>[] = [AccordionSettings];

/** core/accordion-item: Open by default. (Block tab panels, in display order) */
export const accordionItemPanels: readonly ComponentType<BlockControlProps>[] = [
  AccordionItemSettings,
];
