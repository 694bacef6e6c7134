import type { BlockUi } from '../block-ui';
import { StaticBlockEdit } from '../static/StaticBlockEdit';

/**
 * core/accordion and core/accordion-item: their saved markup with the inner blocks editable (their
 * render only adds the public site's ids, aria and closed panels, which editing must not hide).
 */
export const accordionUi: BlockUi = { edit: StaticBlockEdit };
