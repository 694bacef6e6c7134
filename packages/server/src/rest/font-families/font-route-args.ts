import { can } from '../../auth/current-user.js';
import { AppError } from '../../errors/app-error.js';
import type { FontListQuery } from '../../fonts/font-records.js';
import { denied } from '../../posts/post-access.js';
import type { ArgsSchema } from '../../schema/arg-schema.js';
import { contextArg } from '../context-arg.js';
import { pageWindow, paginationArgs } from '../pagination.js';
import { idListArg, numberList, textList } from '../posts/list-params.js';
import type { Permission, RestRequest } from '../router.js';

/**
 * The capability every font library route needs, as WordPress maps the font post types' caps:
 * `edit_theme_options`. Without it the answer is 401 (anonymous) or 403 with the route's own
 * `rest_cannot_…` code and message.
 */
export function fontCapability(code: string, message: string): Permission {
  return (request: RestRequest) => {
    if (!can(request.auth, 'edit_theme_options')) throw denied(request.auth, code, message);
  };
}

/** The arguments of the font families and font faces collections. */
export const fontListArgs: ArgsSchema = {
  ...paginationArgs(),
  context: contextArg,
  include: idListArg('Limit result set to specific IDs.'),
  exclude: idListArg('Ensure result set excludes specific IDs.'),
  order: {
    type: 'string',
    enum: ['asc', 'desc'],
    default: 'desc',
    description: 'Order sort attribute ascending or descending.',
  },
  orderby: {
    type: 'string',
    enum: ['id', 'include'],
    default: 'id',
    description: 'Sort collection by post attribute.',
  },
};

/** The list query a validated collection request asks for. */
export function fontListQuery(params: Record<string, unknown>): FontListQuery {
  const { offset, limit } = pageWindow(Number(params.page), Number(params.per_page));
  return {
    slugs: textList(params.slug),
    include: numberList(params.include),
    exclude: numberList(params.exclude),
    orderby: params.orderby === 'include' ? 'include' : 'id',
    order: params.order === 'asc' ? 'asc' : 'desc',
    offset,
    limit,
  };
}

/** WordPress's answer to a delete without `force=true`: these records have no trash. */
export function forceRequired(plural: string): AppError {
  return new AppError(
    'rest_trash_not_supported',
    `${plural} do not support trashing. Set "force=true" to delete.`,
    501,
  );
}
