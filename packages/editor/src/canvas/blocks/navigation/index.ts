import type { BlockUi } from '../block-ui';
import { NavigationEdit } from './Edit';

/**
 * core/navigation: its menu in the canvas; the menu picker, the page list and how submenus open
 * in the Block tab.
 */
export const navigationUi: BlockUi = { edit: NavigationEdit };
