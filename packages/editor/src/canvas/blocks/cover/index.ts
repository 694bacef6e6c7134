import type { BlockUi } from '../block-ui';
import { CoverEdit } from './Edit';

/** core/cover: background media and overlay, in the canvas and the Block tab. */
export const coverUi: BlockUi = { edit: CoverEdit };
