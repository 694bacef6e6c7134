import type { BlockUi } from '../block-ui';
import { MoreEdit, NextpageEdit } from './MoreEdit';

/** core/more: the marker with its link text in the canvas, the teaser option in the Block tab. */
export const moreUi: BlockUi = { edit: MoreEdit };

/** core/nextpage: the page break marker in the canvas. */
export const nextpageUi: BlockUi = { edit: NextpageEdit };
