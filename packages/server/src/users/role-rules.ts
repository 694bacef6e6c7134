import { type Capability, capabilitiesOf, isRole, type Role } from '../auth/capabilities.js';

/** A refused role change: the WordPress error code, message and status. */
export interface RoleProblem {
  code: string;
  message: string;
  status: 400 | 403;
}

const NOT_ALLOWED = 'Sorry, you are not allowed to give users that role.';

/**
 * Roles someone may hand out: those whose every capability they hold themselves (WordPress's
 * `get_editable_roles`, narrowed so nobody can give more than they have).
 */
export function assignableRoles(holder: ReadonlySet<Capability>, roles: readonly Role[]): Role[] {
  return roles.filter((role) => [...capabilitiesOf(role)].every((cap) => holder.has(cap)));
}

export interface RoleChange {
  /** The capabilities of the person making the change. */
  actorCapabilities: ReadonlySet<Capability>;
  /** Whether they change their own role. */
  self: boolean;
  /** The roles asked for. */
  requested: readonly string[];
}

/**
 * Checks a requested role list as WordPress's `check_role_update` does: each role must exist,
 * the actor may not take a role without `edit_users` for themselves (so the last administrator
 * can never demote themselves), and may only give roles they could hold. Atelier keeps one role
 * per user. Returns the role to store, or the problem.
 */
export function checkRoleChange(change: RoleChange): { role: Role } | { problem: RoleProblem } {
  const { requested } = change;
  if (requested.length !== 1) {
    return {
      problem: {
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): roles',
        status: 400,
      },
    };
  }
  const role = requested[0] ?? '';
  if (!isRole(role)) {
    return {
      problem: {
        code: 'rest_user_invalid_role',
        message: `The role ${role} does not exist.`,
        status: 400,
      },
    };
  }
  if (change.self && !capabilitiesOf(role).has('edit_users')) {
    return { problem: { code: 'rest_user_invalid_role', message: NOT_ALLOWED, status: 403 } };
  }
  if (!assignableRoles(change.actorCapabilities, [role]).includes(role)) {
    return { problem: { code: 'rest_user_invalid_role', message: NOT_ALLOWED, status: 403 } };
  }
  return { role };
}
