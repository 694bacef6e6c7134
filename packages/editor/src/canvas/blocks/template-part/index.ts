import type { BlockUi } from '../block-ui';
import { TemplatePartEdit } from './Edit';

/** core/template-part: the part in the canvas, its area and choice in the Block tab. */
export const templatePartUi: BlockUi = { edit: TemplatePartEdit };
