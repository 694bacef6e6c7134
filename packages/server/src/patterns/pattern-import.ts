/**
 * Importing a user pattern from a `.json` file: the file's pattern is created as if posted to
 * `/wp/v2/blocks` (published, with its sync status and the chosen categories), after a check
 * that its content holds no script — for everyone, since the file comes from elsewhere.
 */

import type { AppContext } from '../app-context.js';
import type { AuthState } from '../auth/current-user.js';
import { BLOCK_TYPE } from '../content-types/served-post-types.js';
import type { PostRow } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { assertCanCreate } from '../posts/post-access.js';
import { META_KEYS } from '../posts/post-meta.js';
import { createPost } from '../posts/post-operations.js';
import type { PatternFile } from './pattern-import-file.js';
import { holdsScript } from './pattern-import-script.js';

export const PATTERN_HAS_SCRIPT_MESSAGE =
  'This pattern file holds script, which cannot be imported.';

/**
 * Creates the pattern a file holds, in one transaction (`createPost`). Content with script → 400
 * `rest_pattern_has_script`; a category id that is not a `wp_pattern_category` term → 400
 * `rest_invalid_param`. Content from users without `unfiltered_html` is then sanitised as on
 * any create.
 */
export async function importPattern(
  app: AppContext,
  auth: AuthState,
  file: PatternFile,
  categories: number[],
): Promise<PostRow> {
  assertCanCreate(auth, BLOCK_TYPE);
  if ((await holdsScript(file.content)) || (await holdsScript(file.title))) {
    throw new AppError('rest_pattern_has_script', PATTERN_HAS_SCRIPT_MESSAGE, 400);
  }
  return createPost(app, BLOCK_TYPE, auth, {
    title: file.title,
    content: file.content,
    status: 'publish',
    meta: { [META_KEYS.syncStatus]: file.syncStatus },
    terms: { wp_pattern_category: categories },
  });
}
