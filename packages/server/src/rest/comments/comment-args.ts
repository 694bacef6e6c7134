import { COMMENT_ORDERBY } from '../../comments/comment-store.js';
import type { ArgsSchema } from '../../schema/arg-schema.js';
import { contextArg } from '../context-arg.js';
import { paginationArgs } from '../pagination.js';
import { idListArg, MAX_ID } from '../posts/list-params.js';

const id = (description: string) => ({
  type: 'integer' as const,
  minimum: 0,
  maximum: MAX_ID,
  description,
});

/** The arguments of `GET /wp/v2/comments`, as WordPress names them. */
export const COMMENT_LIST_ARGS: ArgsSchema = {
  context: contextArg,
  ...paginationArgs(),
  search: { type: 'string', description: 'Limit results to those matching a string.' },
  after: {
    type: 'string',
    format: 'date-time',
    description: 'Limit response to comments published after a given ISO8601 compliant date.',
  },
  author: idListArg(
    'Limit result set to comments assigned to specific user IDs. Requires authorization.',
  ),
  author_exclude: idListArg(
    'Ensure result set excludes comments assigned to specific user IDs. Requires authorization.',
  ),
  author_email: {
    type: 'string',
    format: 'email',
    description: 'Limit result set to that from a specific author email. Requires authorization.',
  },
  before: {
    type: 'string',
    format: 'date-time',
    description: 'Limit response to comments published before a given ISO8601 compliant date.',
  },
  exclude: idListArg('Ensure result set excludes specific IDs.'),
  include: idListArg('Limit result set to specific IDs.'),
  offset: {
    type: 'integer',
    minimum: 0,
    description: 'Offset the result set by a specific number of items.',
  },
  order: {
    type: 'string',
    enum: ['asc', 'desc'],
    default: 'desc',
    description: 'Order sort attribute ascending or descending.',
  },
  orderby: {
    type: 'string',
    enum: [...COMMENT_ORDERBY],
    default: 'date_gmt',
    description: 'Sort collection by comment attribute.',
  },
  parent: idListArg('Limit result set to comments of specific parent IDs.'),
  parent_exclude: idListArg('Ensure result set excludes specific parent IDs.'),
  post: idListArg('Limit result set to comments assigned to specific post IDs.'),
  status: {
    type: 'string',
    default: 'approve',
    description: 'Limit result set to comments assigned a specific status. Requires authorization.',
  },
  type: {
    type: 'string',
    default: 'comment',
    description: 'Limit result set to comments assigned a specific type. Requires authorization.',
  },
};

/** The writable fields of a comment. */
export const COMMENT_WRITE_ARGS: ArgsSchema = {
  author: id('The ID of the user object, if author was a user.'),
  author_email: { type: 'string', description: 'Email address for the comment author.' },
  author_ip: { type: 'string', description: 'IP address for the comment author.' },
  author_name: { type: 'string', description: 'Display name for the comment author.' },
  author_url: { type: 'string', description: 'URL for the comment author.' },
  content: {
    type: ['string', 'object'],
    description: 'The content for the comment.',
  },
  date: {
    type: 'string',
    format: 'date-time',
    description: "The date the comment was published, in the site's timezone.",
  },
  date_gmt: {
    type: 'string',
    format: 'date-time',
    description: 'The date the comment was published, as GMT.',
  },
  parent: id('The ID for the parent of the comment.'),
  post: id('The ID of the associated post object.'),
  status: { type: 'string', description: 'State of the comment.' },
  context: contextArg,
};
