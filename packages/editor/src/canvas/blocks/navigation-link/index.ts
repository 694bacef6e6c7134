import type { BlockUi } from '../block-ui';
import { NavigationLinkEdit } from './Edit';

/** core/navigation-link: the label in the canvas, the link in the Block tab. */
export const navigationLinkUi: BlockUi = { edit: NavigationLinkEdit };
