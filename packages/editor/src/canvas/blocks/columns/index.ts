import type { BlockUi } from '../block-ui';
import { ColumnsSettings } from './Settings';

/** core/columns: the column count. */
export const columnsUi: BlockUi = { settings: [ColumnsSettings] };
