import type { BlockUi } from '../block-ui';
import { NavigationPagesSettings } from '../page-list/Settings';
import { NavigationDisplaySettings } from './DisplaySettings';
import { NavigationEdit } from './Edit';
import { NavigationSettings } from './Settings';

/**
 * core/navigation: its menu in the canvas; the menu picker, the page list and how submenus open
 * in the Block tab.
 */
export const navigationUi: BlockUi = {
  edit: NavigationEdit,
  settings: [NavigationSettings, NavigationPagesSettings, NavigationDisplaySettings],
};
