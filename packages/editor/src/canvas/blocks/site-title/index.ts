import type { BlockUi } from '../block-ui';
import { SiteTitleEdit } from './Edit';

/** core/site-title: the site's title, edited in place; its heading level. */
export const siteTitleUi: BlockUi = { edit: SiteTitleEdit };
