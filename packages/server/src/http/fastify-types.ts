import type { AuthState } from '../auth/current-user.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who made the request; set by the authentication hook before any handler runs. */
    auth: AuthState;
  }
}
