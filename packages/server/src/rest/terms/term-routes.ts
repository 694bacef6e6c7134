import { can } from '../../auth/current-user.js';
import { AppError } from '../../errors/app-error.js';
import { siteOrigin } from '../../http/site-url.js';
import { denied } from '../../posts/post-access.js';
import type { ArgsSchema } from '../../schema/arg-schema.js';
import { createTerm, deleteTerm, termEtag, updateTerm } from '../../terms/term-operations.js';
import {
  type CountedTerm,
  findTerm,
  listTerms,
  TERM_ORDERBY,
  type TermOrderBy,
} from '../../terms/term-query.js';
import { clientVersion } from '../client-version.js';
import { contextArg, requestContext } from '../context-arg.js';
import { assertPageInRange, pageWindow, paginationArgs, totalHeaders } from '../pagination.js';
import { idListArg, MAX_ID, numberList, textList, withoutNul } from '../posts/list-params.js';
import { pathId } from '../posts/post-item.js';
import type { RestRequest, RestResponse, RestRoute } from '../router.js';
import { UPDATE_METHODS } from '../update-methods.js';
import { presentTerm } from './present-term.js';
import type { TaxonomyConfig } from './taxonomy-config.js';

const text = (value: unknown) => (typeof value === 'string' ? withoutNul(value) : undefined);

function collectionArgs(config: TaxonomyConfig): ArgsSchema {
  return {
    context: contextArg,
    ...paginationArgs({ allowAll: true }),
    search: { type: 'string', description: 'Limit results to those matching a string.' },
    exclude: idListArg('Ensure result set excludes specific IDs.'),
    include: idListArg('Limit result set to specific IDs.'),
    order: {
      type: 'string',
      enum: ['asc', 'desc'],
      default: 'asc',
      description: 'Order sort attribute ascending or descending.',
    },
    orderby: {
      type: 'string',
      enum: TERM_ORDERBY,
      default: 'name',
      description: 'Sort collection by term attribute.',
    },
    hide_empty: {
      type: 'boolean',
      default: false,
      description: 'Whether to hide terms not assigned to any posts.',
    },
    post: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_ID,
      description: 'Limit result set to terms assigned to a specific post.',
    },
    slug: {
      type: 'array',
      items: { type: 'string' },
      description: 'Limit result set to terms with one or more specific slugs.',
    },
    ...(config.hierarchical
      ? {
          parent: {
            type: 'integer',
            minimum: 0,
            maximum: MAX_ID,
            description: 'Limit result set to terms assigned to a specific parent.',
          },
        }
      : {}),
  };
}

function writeArgs(config: TaxonomyConfig, requireName: boolean): ArgsSchema {
  return {
    name: { type: 'string', required: requireName, description: 'HTML title for the term.' },
    slug: {
      type: 'string',
      description: 'An alphanumeric identifier for the term unique to its type.',
    },
    description: { type: 'string', description: 'HTML description of the term.' },
    ...(config.hierarchical
      ? {
          parent: {
            type: 'integer',
            minimum: 0,
            maximum: MAX_ID,
            description: 'The parent term ID.',
          },
        }
      : {}),
    context: contextArg,
  };
}

function readPermission(config: TaxonomyConfig) {
  return (request: RestRequest) => {
    if (config.read && !can(request.auth, config.read)) {
      throw denied(request.auth, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
    }
    if (requestContext(request) === 'edit' && !can(request.auth, config.manage)) {
      throw denied(
        request.auth,
        'rest_forbidden_context',
        'Sorry, you are not allowed to edit terms in this taxonomy.',
      );
    }
  };
}

/** A write check: `manage` (edit_terms) to change or delete, `create` to add a term. */
function managePermission(
  config: TaxonomyConfig,
  code: string,
  message: string,
  action: 'manage' | 'create' = 'manage',
) {
  return (request: RestRequest) => {
    if (!can(request.auth, config[action])) throw denied(request.auth, code, message);
  };
}

async function loadTerm(
  config: TaxonomyConfig,
  request: RestRequest,
  id = pathId(request),
): Promise<CountedTerm> {
  const term = await findTerm(request.app.db, config.taxonomy, id);
  if (!term) throw new AppError('rest_term_invalid', 'Term does not exist.', 404);
  return term;
}

function termResponse(
  config: TaxonomyConfig,
  request: RestRequest,
  term: CountedTerm,
  status = 200,
): RestResponse {
  return {
    status,
    body: presentTerm(config, term, siteOrigin(request.raw), requestContext(request)),
    headers: { ETag: termEtag(term) },
  };
}

async function listHandler(config: TaxonomyConfig, request: RestRequest): Promise<RestResponse> {
  const { params } = request;
  const page = Number(params.page);
  const perPage = Number(params.per_page);
  const { rows, total } = await listTerms(request.app.db, {
    taxonomy: config.taxonomy,
    search: text(params.search) || undefined,
    include: numberList(params.include),
    exclude: numberList(params.exclude),
    slugs: textList(params.slug),
    parent: typeof params.parent === 'number' ? params.parent : undefined,
    post: typeof params.post === 'number' ? params.post : undefined,
    hideEmpty: params.hide_empty === true,
    orderby: params.orderby as TermOrderBy,
    order: params.order === 'desc' ? 'desc' : 'asc',
    ...pageWindow(page, perPage),
  });
  assertPageInRange(page, perPage, total);
  const origin = siteOrigin(request.raw);
  return {
    body: rows.map((row) => presentTerm(config, row, origin, requestContext(request))),
    headers: totalHeaders(total, perPage),
  };
}

/** The REST routes of one taxonomy (`/wp/v2/{restBase}`): list, create, get, update, delete. */
export function taxonomyRoutes(config: TaxonomyConfig): RestRoute[] {
  const base = `/${config.restBase}`;
  const ns = 'wp/v2';
  const update: RestRoute = {
    method: UPDATE_METHODS,
    namespace: ns,
    path: `${base}/:id`,
    permission: managePermission(
      config,
      'rest_cannot_update',
      'Sorry, you are not allowed to edit this term.',
    ),
    args: writeArgs(config, false),
    handler: async (request) => {
      const term = await loadTerm(config, request);
      const { params } = request;
      await updateTerm(
        request.app.db,
        term,
        {
          name: text(params.name),
          slug: text(params.slug),
          description: text(params.description),
          parent: typeof params.parent === 'number' ? params.parent : undefined,
        },
        clientVersion(request),
      );
      return termResponse(
        config,
        { ...request, params: { ...params, context: 'edit' } },
        await loadTerm(config, request),
      );
    },
  };
  return [
    {
      method: 'GET',
      namespace: ns,
      path: base,
      permission: readPermission(config),
      args: collectionArgs(config),
      handler: (request) => listHandler(config, request),
    },
    {
      method: 'POST',
      namespace: ns,
      path: base,
      permission: managePermission(
        config,
        'rest_cannot_create',
        'Sorry, you are not allowed to create terms in this taxonomy.',
        'create',
      ),
      args: writeArgs(config, true),
      handler: async (request) => {
        const { params } = request;
        const id = await createTerm(request.app.db, config.taxonomy, {
          name: text(params.name) ?? '',
          slug: text(params.slug),
          description: text(params.description),
          parent: typeof params.parent === 'number' ? params.parent : undefined,
        });
        const term = await loadTerm(config, request, id);
        return termResponse(
          config,
          { ...request, params: { ...params, context: 'edit' } },
          term,
          201,
        );
      },
    },
    {
      method: 'GET',
      namespace: ns,
      path: `${base}/:id`,
      permission: readPermission(config),
      args: { context: contextArg },
      handler: async (request) => termResponse(config, request, await loadTerm(config, request)),
    },
    update,
    {
      method: 'DELETE',
      namespace: ns,
      path: `${base}/:id`,
      permission: managePermission(
        config,
        'rest_cannot_delete',
        'Sorry, you are not allowed to delete this term.',
      ),
      args: {
        force: {
          type: 'boolean',
          default: false,
          description: 'Required to be true, as terms do not support trashing.',
        },
      },
      handler: async (request) => {
        const term = await loadTerm(config, request);
        if (request.params.force !== true) {
          throw new AppError(
            'rest_trash_not_supported',
            "Terms do not support trashing. Set 'force=true' to delete.",
            501,
          );
        }
        await deleteTerm(request.app.db, term, clientVersion(request));
        return {
          body: {
            deleted: true,
            previous: presentTerm(config, term, siteOrigin(request.raw), 'edit'),
          },
        };
      },
    },
  ];
}
