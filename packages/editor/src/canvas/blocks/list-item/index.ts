import type { BlockUi } from '../block-ui';
import { ListItemEdit } from './Edit';

/** core/list-item: rich text with nested lists. */
export const listItemUi: BlockUi = { edit: ListItemEdit };
