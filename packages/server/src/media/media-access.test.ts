import { describe, expect, it } from 'vitest';
import { capabilitiesOf, type Role } from '../auth/capabilities.js';
import type { AuthState } from '../auth/current-user.js';
import { canActOnMedia } from './media-access.js';

function as(role: Role, id = 10): AuthState {
  return {
    user: {
      id,
      username: role,
      email: `${role}@example.test`,
      displayName: role,
      slug: role,
      role,
      capabilities: capabilitiesOf(role),
    },
    method: 'cookie',
    session: null,
  };
}

const ANONYMOUS: AuthState = { user: null, method: null, session: null };

describe('canActOnMedia', () => {
  const own = { author: 10 };
  const others = { author: 99 };

  it.each([
    ['administrator', true, true],
    ['editor', true, true],
    ['author', true, false],
    ['contributor', true, false],
    ['subscriber', false, false],
  ] as const)('%s: own %s, others %s', (role, onOwn, onOthers) => {
    for (const action of ['edit', 'delete'] as const) {
      expect(canActOnMedia(as(role), action, own)).toBe(onOwn);
      expect(canActOnMedia(as(role), action, others)).toBe(onOthers);
    }
  });

  it('refuses anonymous visitors', () => {
    expect(canActOnMedia(ANONYMOUS, 'edit', own)).toBe(false);
    expect(canActOnMedia(ANONYMOUS, 'delete', { author: 0 })).toBe(false);
  });
});
