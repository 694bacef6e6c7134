import type { ComponentType } from 'react';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { NavigationPagesSettings } from './Settings';

/** core/page-list: turning the page list into editable links. */
export const pageListPanels: readonly ComponentType<BlockControlProps>[] = [
  NavigationPagesSettings,
];
