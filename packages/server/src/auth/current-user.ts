import type { SessionRow, UserRow } from '../db/schema.js';
import { type Capability, capabilitiesOf } from './capabilities.js';

/** The logged-in user of a request, with the capabilities of their role. */
export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  displayName: string;
  slug: string;
  role: string;
  capabilities: ReadonlySet<Capability>;
}

/** How a request proved who it is. */
export interface AuthState {
  user: CurrentUser | null;
  method: 'cookie' | 'application-password' | null;
  session: SessionRow | null;
}

export const ANONYMOUS: AuthState = Object.freeze({ user: null, method: null, session: null });

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    displayName: row.display_name,
    slug: row.slug,
    role: row.role,
    capabilities: capabilitiesOf(row.role),
  };
}

/** Whether the request's user holds a capability (anonymous users hold none). */
export function can(auth: AuthState, capability: Capability): boolean {
  return auth.user?.capabilities.has(capability) ?? false;
}
