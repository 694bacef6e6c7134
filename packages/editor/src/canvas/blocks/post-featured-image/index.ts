import type { BlockUi } from '../block-ui';
import { PostFeaturedImageEdit } from './Edit';

/** core/post-featured-image: the page's featured image when a page is drawn in its template. */
export const postFeaturedImageUi: BlockUi = { edit: PostFeaturedImageEdit };
