import type { BlockUi } from '../block-ui';
import { PostTemplateEdit } from './Edit';

/** core/post-template: the loop of the query, one preview per post. */
export const postTemplateUi: BlockUi = { edit: PostTemplateEdit };
