import type { ComponentType } from 'react';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { NavigationLinkSettings } from './Settings';

/** core/navigation-link: the link. (Block tab panels, in display order) */
export const navigationLinkPanels: readonly ComponentType<BlockControlProps>[] = [
  NavigationLinkSettings,
];
