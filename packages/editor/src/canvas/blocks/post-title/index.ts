import type { BlockUi } from '../block-ui';
import { PostTitleEdit } from './Edit';

/** core/post-title: the page's title edited in place in its template; the heading level. */
export const postTitleUi: BlockUi = { edit: PostTitleEdit };
