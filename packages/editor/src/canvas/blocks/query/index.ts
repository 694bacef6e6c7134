import type { BlockUi } from '../block-ui';
import { QueryEdit } from './Edit';
import { QuerySettings } from './Settings';

/** core/query: the loop in the canvas, its query in the Block tab. */
export const queryUi: BlockUi = { edit: QueryEdit, settings: [QuerySettings] };
