import type { BlockUi } from '../block-ui';
import { ImageEdit } from './Edit';

/** core/image: the media placeholder in the canvas, media and size in the Block tab. */
export const imageUi: BlockUi = { edit: ImageEdit };
