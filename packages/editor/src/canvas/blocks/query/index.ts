import type { BlockUi } from '../block-ui';
import { QueryEdit } from './Edit';

/** core/query: the loop in the canvas, its query in the Block tab. */
export const queryUi: BlockUi = { edit: QueryEdit };
