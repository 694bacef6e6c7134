import type { Capability } from '../auth/capabilities.js';
import { can } from '../auth/current-user.js';
import { AppError } from '../errors/app-error.js';
import type { ArgSchema } from '../schema/arg-schema.js';
import type { RestRequest } from './router.js';

export type RestContext = 'view' | 'embed' | 'edit';

/** The `context` argument: which fields a response carries. */
export const contextArg: ArgSchema = {
  type: 'string',
  enum: ['view', 'embed', 'edit'],
  default: 'view',
  description: 'Scope under which the request is made; determines fields present in response.',
};

export function requestContext(request: RestRequest): RestContext {
  const value = request.params.context;
  return value === 'edit' || value === 'embed' ? value : 'view';
}

/** `context=edit` needs a capability: 401 for anonymous users, 403 for others without it. */
export function assertEditContextAllowed(
  request: RestRequest,
  capability: Capability,
  message: string,
): void {
  if (requestContext(request) !== 'edit') return;
  if (can(request.auth, capability)) return;
  throw new AppError('rest_forbidden_context', message, request.auth.user ? 403 : 401);
}
