import type { BlockUi } from '../block-ui';
import { SiteLogoEdit } from './Edit';

/** core/site-logo: the site's logo or its placeholder. */
export const siteLogoUi: BlockUi = { edit: SiteLogoEdit };
