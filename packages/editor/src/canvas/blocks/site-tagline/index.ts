import type { BlockUi } from '../block-ui';
import { SiteTaglineEdit } from './Edit';

/** core/site-tagline: the site's tagline, edited in place. */
export const siteTaglineUi: BlockUi = { edit: SiteTaglineEdit };
