import type { BlockUi } from '../block-ui';
import { PostContentEdit } from './Edit';

/** core/post-content: the page's blocks, editable, when a page is drawn in its template. */
export const postContentUi: BlockUi = { edit: PostContentEdit };
