import type { ComponentType } from 'react';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { NavigationPagesSettings } from '../page-list/Settings';
import { NavigationDisplaySettings } from './DisplaySettings';
import { NavigationSettings } from './Settings';

/** core/navigation: the menu picker, the page list and how submenus open. (Block tab panels, in display order) */
export const navigationPanels: readonly ComponentType<BlockControlProps>[] = [
  NavigationSettings,
  NavigationPagesSettings,
  NavigationDisplaySettings,
];
