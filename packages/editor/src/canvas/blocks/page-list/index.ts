import type { BlockUi } from '../block-ui';
import { NavigationPagesSettings } from './Settings';

/** core/page-list: turning the page list into editable links. */
export const pageListUi: BlockUi = { settings: [NavigationPagesSettings] };
