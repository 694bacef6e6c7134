import { BLOCK_TYPE } from '../../content-types/served-post-types.js';
import { AppError } from '../../errors/app-error.js';
import { siteOrigin } from '../../http/site-url.js';
import { importPattern } from '../../patterns/pattern-import.js';
import { readPatternFile } from '../../patterns/pattern-import-file.js';
import { checkedBlockContent } from '../block-content.js';
import { idListArg, numberList } from '../posts/list-params.js';
import { itemResponse, typeCapability } from '../posts/post-item.js';
import type { RestRequest, RestRoute } from '../router.js';
import { validateValue } from '../validate-args.js';
import { readPatternUpload } from './pattern-upload.js';

const CATEGORY_FIELD = 'wp_pattern_category';

/** The category ids the form (or the query string) names: one id or several, comma-separated. */
function categoryIds(request: RestRequest, fields: Record<string, string>): number[] {
  const query = request.raw.query as Record<string, unknown>;
  const sent = fields[CATEGORY_FIELD] ?? query[CATEGORY_FIELD];
  if (sent === undefined || sent === '') return [];
  const result = validateValue(sent, idListArg('Pattern category ids.'), CATEGORY_FIELD);
  if (!result.ok) {
    throw new AppError('rest_invalid_param', `Invalid parameter(s): ${CATEGORY_FIELD}`, 400, {
      params: { [CATEGORY_FIELD]: result.message },
    });
  }
  return numberList(result.value) ?? [];
}

/**
 * `POST /wp/v2/blocks/import`: a pattern `.json` file (multipart `file`, optional
 * `wp_pattern_category`) becomes a published user pattern, answered as `POST /wp/v2/blocks`
 * answers (201, context edit). Anyone who may create patterns may import.
 */
export const blockImportRoute: RestRoute = {
  method: 'POST',
  namespace: 'wp/v2',
  path: `/${BLOCK_TYPE.restBase}/import`,
  description: 'Imports a user pattern from a .json file as the editor exports it.',
  permission: typeCapability(
    BLOCK_TYPE,
    'edit',
    'rest_cannot_create',
    'Sorry, you are not allowed to create posts as this user.',
  ),
  handler: async (request) => {
    const upload = await readPatternUpload(request);
    const file = readPatternFile(upload.filename, upload.bytes);
    checkedBlockContent(file.content);
    const categories = categoryIds(request, upload.fields);
    const row = await importPattern(request.app, request.auth, file, categories);
    const response = await itemResponse(BLOCK_TYPE, request, row, {
      status: 201,
      context: 'edit',
    });
    const location = `${siteOrigin(request.raw)}/wp-json/wp/v2/${BLOCK_TYPE.restBase}/${row.id}`;
    return { ...response, headers: { ...response.headers, Location: location } };
  },
};
