import { describe, expect, it } from 'vitest';
import { capabilitiesOf, ROLES } from '../auth/capabilities.js';
import { assignableRoles, checkRoleChange } from './role-rules.js';

describe('assignableRoles', () => {
  it('lets each role hand out only roles whose capabilities it holds', () => {
    expect(assignableRoles(capabilitiesOf('administrator'), ROLES)).toEqual([...ROLES]);
    expect(assignableRoles(capabilitiesOf('editor'), ROLES)).toEqual([
      'editor',
      'author',
      'contributor',
      'subscriber',
    ]);
    expect(assignableRoles(capabilitiesOf('subscriber'), ROLES)).toEqual(['subscriber']);
  });
});

describe('checkRoleChange', () => {
  const admin = capabilitiesOf('administrator');

  it('accepts one existing role the actor could hold', () => {
    expect(
      checkRoleChange({ actorCapabilities: admin, self: false, requested: ['author'] }),
    ).toEqual({
      role: 'author',
    });
    expect(
      checkRoleChange({ actorCapabilities: admin, self: true, requested: ['administrator'] }),
    ).toEqual({ role: 'administrator' });
  });

  it('refuses unknown roles, several roles, and roles beyond the actor', () => {
    expect(
      checkRoleChange({ actorCapabilities: admin, self: false, requested: ['overlord'] }),
    ).toEqual({
      problem: {
        code: 'rest_user_invalid_role',
        message: 'The role overlord does not exist.',
        status: 400,
      },
    });
    expect(
      checkRoleChange({ actorCapabilities: admin, self: false, requested: ['author', 'editor'] }),
    ).toMatchObject({ problem: { code: 'rest_invalid_param', status: 400 } });
    expect(
      checkRoleChange({
        actorCapabilities: capabilitiesOf('editor'),
        self: false,
        requested: ['administrator'],
      }),
    ).toMatchObject({ problem: { code: 'rest_user_invalid_role', status: 403 } });
  });

  it('never lets someone give themselves a role without edit_users', () => {
    expect(
      checkRoleChange({ actorCapabilities: admin, self: true, requested: ['editor'] }),
    ).toEqual({
      problem: {
        code: 'rest_user_invalid_role',
        message: 'Sorry, you are not allowed to give users that role.',
        status: 403,
      },
    });
  });
});
