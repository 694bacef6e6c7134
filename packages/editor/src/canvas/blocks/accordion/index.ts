import type { BlockUi } from '../block-ui';
import { StaticBlockEdit } from '../static/StaticBlockEdit';

/*
 * The accordion and its items show their saved markup with the inner blocks editable: their
 * render only adds the public site's ids, aria and closed panels, which editing must not hide.
 */

/** core/accordion: saved markup, and Auto-close in the Block tab. */
export const accordionUi: BlockUi = { edit: StaticBlockEdit };

/** core/accordion-item: saved markup, and Open by default in the Block tab. */
export const accordionItemUi: BlockUi = { edit: StaticBlockEdit };
