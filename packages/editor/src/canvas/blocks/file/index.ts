import type { BlockUi } from '../block-ui';
import { FileEdit } from './Edit';

/** core/file: a placeholder until it has an address; address, embed and button in the Block tab. */
export const fileUi: BlockUi = { edit: FileEdit };
