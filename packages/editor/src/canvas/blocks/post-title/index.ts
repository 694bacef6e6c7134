import type { BlockUi } from '../block-ui';
import { HeadingLevelSettings } from '../heading/Settings';
import { PostTitleEdit } from './Edit';

/** core/post-title: the page's title edited in place in its template; the heading level. */
export const postTitleUi: BlockUi = { edit: PostTitleEdit, settings: [HeadingLevelSettings] };
