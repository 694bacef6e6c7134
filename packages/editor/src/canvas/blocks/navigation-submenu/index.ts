import type { BlockUi } from '../block-ui';
import { NavigationSubmenuEdit } from './Edit';

/** core/navigation-submenu: its items in the canvas, the link in the Block tab. */
export const navigationSubmenuUi: BlockUi = { edit: NavigationSubmenuEdit };
