import { can } from '../../auth/current-user.js';
import { canReadComment } from '../../comments/comment-access.js';
import {
  type CommentChanges,
  createCommentFromRest,
  deleteCommentFromRest,
  loadComment,
  parseCommentStatus,
  updateCommentFromRest,
} from '../../comments/comment-operations.js';
import type { CommentOrderBy } from '../../comments/comment-store.js';
import {
  type CommentView,
  commentViews,
  listVisibleComments,
} from '../../comments/comment-views.js';
import type { CommentStatus } from '../../comments/comments-table.js';
import { AppError } from '../../errors/app-error.js';
import { siteOrigin } from '../../http/site-url.js';
import { denied } from '../../posts/post-access.js';
import { assertEditContextAllowed, type RestContext, requestContext } from '../context-arg.js';
import { assertPageInRange, pageWindow, totalHeaders } from '../pagination.js';
import { numberList, withoutNul } from '../posts/list-params.js';
import { pathId } from '../posts/post-item.js';
import type { RestRequest, RestResponse, RestRoute } from '../router.js';
import { UPDATE_METHODS } from '../update-methods.js';
import { COMMENT_LIST_ARGS, COMMENT_WRITE_ARGS } from './comment-args.js';
import { presentComment } from './present-comment.js';

const text = (value: unknown) => (typeof value === 'string' ? withoutNul(value) : undefined);
const int = (value: unknown) => (typeof value === 'number' ? value : undefined);

function present(view: CommentView, origin: string, context: RestContext) {
  return presentComment(view.row, {
    origin,
    context,
    post: view.post ? { id: view.post.id, type: view.post.type } : undefined,
    link: view.link,
  });
}

/** `content` as a string or WordPress's `{raw}` object. */
function contentParam(value: unknown): string | undefined {
  if (typeof value === 'string') return withoutNul(value);
  if (value && typeof value === 'object' && 'raw' in value) return text(value.raw);
  return undefined;
}

function changesFrom(request: RestRequest): CommentChanges {
  const { params } = request;
  return {
    post: int(params.post),
    parent: int(params.parent),
    author: int(params.author),
    authorName: text(params.author_name),
    authorEmail: text(params.author_email),
    authorUrl: text(params.author_url),
    authorIp: text(params.author_ip),
    content: contentParam(params.content),
    date: text(params.date_gmt) ?? text(params.date),
    status: text(params.status),
  };
}

async function respond(request: RestRequest, rowId: number, status = 200): Promise<RestResponse> {
  const origin = siteOrigin(request.raw);
  const [view] = await commentViews(request.app, origin, [await loadComment(request.app, rowId)]);
  if (!view) throw new AppError('rest_comment_invalid_id', 'Invalid comment ID.', 404);
  return { status, body: present(view, origin, requestContext(request)) };
}

/** Statuses a list asks for (`all` = approved and held, as WordPress's `all`). */
function listStatuses(value: string): CommentStatus[] {
  if (value === 'all') return ['approved', 'hold'];
  const status = parseCommentStatus(value);
  return status ? [status] : [];
}

/** WordPress's guarded list parameters: only people who may edit posts use them. */
function assertListParamsAllowed(request: RestRequest): void {
  if (can(request.auth, 'edit_posts')) return;
  const { params } = request;
  const forbidden: string[] = [];
  if (numberList(params.author)?.length) forbidden.push('author');
  if (numberList(params.author_exclude)?.length) forbidden.push('author_exclude');
  if (text(params.author_email)) forbidden.push('author_email');
  // Permission runs before defaults are applied: an absent value is the default one.
  if (params.type !== undefined && params.type !== 'comment') forbidden.push('type');
  if (params.status !== undefined && params.status !== 'approve') forbidden.push('status');
  if (forbidden.length > 0)
    throw denied(
      request.auth,
      'rest_forbidden_param',
      `Query parameter not permitted: ${forbidden.join(', ')}`,
    );
}

const ns = 'wp/v2';

/** `/wp/v2/comments`: list, create, read, update and delete comments, as WordPress's controller. */
export const commentRoutes: RestRoute[] = [
  {
    method: 'GET',
    namespace: ns,
    path: '/comments',
    permission: (request) => {
      assertEditContextAllowed(
        request,
        'moderate_comments',
        'Sorry, you are not allowed to edit comments.',
      );
      assertListParamsAllowed(request);
    },
    args: COMMENT_LIST_ARGS,
    handler: async (request) => {
      const { params } = request;
      const page = Number(params.page);
      const perPage = Number(params.per_page);
      const window = pageWindow(page, perPage);
      const editor = can(request.auth, 'edit_posts');
      const origin = siteOrigin(request.raw);
      const offset = typeof params.offset === 'number' ? params.offset : window.offset;
      const { views, total } = await listVisibleComments(
        request.app,
        request.auth,
        {
          statuses: params.type === 'comment' ? listStatuses(String(params.status)) : [],
          posts: numberList(params.post),
          parents: numberList(params.parent),
          parentExclude: numberList(params.parent_exclude),
          include: numberList(params.include),
          exclude: numberList(params.exclude),
          authors: numberList(params.author),
          authorExclude: numberList(params.author_exclude),
          authorEmail: text(params.author_email) || undefined,
          search: text(params.search) || undefined,
          after: text(params.after)?.slice(0, 19),
          before: text(params.before)?.slice(0, 19),
          ...(editor ? {} : { postStatuses: ['publish'] }),
          orderby: params.orderby as CommentOrderBy,
          order: params.order === 'asc' ? 'asc' : 'desc',
          offset,
          limit: window.limit,
        },
        origin,
      );
      assertPageInRange(page, perPage, total);
      return {
        body: views.map((view) => present(view, origin, requestContext(request))),
        headers: totalHeaders(total, perPage),
      };
    },
  },
  {
    method: 'POST',
    namespace: ns,
    path: '/comments',
    permission: (request) => {
      if (!request.auth.user)
        throw new AppError(
          'rest_comment_login_required',
          'Sorry, you must be logged in to comment.',
          401,
        );
    },
    args: COMMENT_WRITE_ARGS,
    handler: async (request) => {
      const row = await createCommentFromRest(request.app, request.auth, changesFrom(request), {
        ip: request.raw.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
      });
      return respond(request, row.id, 201);
    },
  },
  {
    method: 'GET',
    namespace: ns,
    path: '/comments/:id',
    permission: 'public',
    args: {
      context: COMMENT_LIST_ARGS.context ?? {},
      password: {
        type: 'string',
        description:
          'The password for the parent post of the comment (if the post is password protected).',
      },
    },
    handler: async (request) => {
      const row = await loadComment(request.app, pathId(request));
      const origin = siteOrigin(request.raw);
      const [view] = await commentViews(request.app, origin, [row]);
      if (!view || !canReadComment(request.auth, view.row, view.post))
        throw denied(
          request.auth,
          'rest_cannot_read',
          'Sorry, you are not allowed to read this comment.',
        );
      assertEditContextAllowed(
        request,
        'moderate_comments',
        'Sorry, you are not allowed to edit comments.',
      );
      return { body: present(view, origin, requestContext(request)) };
    },
  },
  {
    method: UPDATE_METHODS,
    namespace: ns,
    path: '/comments/:id',
    permission: 'logged_in',
    args: COMMENT_WRITE_ARGS,
    handler: async (request) => {
      const row = await loadComment(request.app, pathId(request));
      const updated = await updateCommentFromRest(
        request.app,
        request.auth,
        row,
        changesFrom(request),
      );
      return respond(request, updated.id);
    },
  },
  {
    method: 'DELETE',
    namespace: ns,
    path: '/comments/:id',
    permission: 'logged_in',
    args: {
      force: {
        type: 'boolean',
        default: false,
        description: 'Whether to bypass Trash and force deletion.',
      },
      password: {
        type: 'string',
        description:
          'The password for the parent post of the comment (if the post is password protected).',
      },
    },
    handler: async (request) => {
      const row = await loadComment(request.app, pathId(request));
      const origin = siteOrigin(request.raw);
      const [before] = await commentViews(request.app, origin, [row]);
      const result = await deleteCommentFromRest(
        request.app,
        request.auth,
        row,
        request.params.force === true,
      );
      const context = requestContext(request);
      if (result.deleted && before) {
        return {
          body: {
            deleted: true,
            previous: present({ ...before, row: result.row }, origin, context),
          },
        };
      }
      return respond(request, result.row.id);
    },
  },
];
