import type { BlockUi } from '../block-ui';
import { DynamicContainerEdit } from './Edit';

/** core/query-pagination and core/query-no-results: dynamic wrappers around editable inner blocks. */
export const dynamicContainerUi: BlockUi = { edit: DynamicContainerEdit };
