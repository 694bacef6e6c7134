import type { ComponentType } from 'react';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { NavigationLinkSettings } from '../navigation-link/Settings';

/** core/navigation-submenu: the link. (Block tab panels, in display order) */
export const navigationSubmenuPanels: readonly ComponentType<BlockControlProps>[] = [
  NavigationLinkSettings,
];
