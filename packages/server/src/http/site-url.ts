import type { FastifyRequest } from 'fastify';

/** The site's origin as the visitor reached it (`http://localhost:8080`), without a trailing slash. */
export function siteOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
