import { describe, expect, it } from 'vitest';
import { presenceKey, presencePath, readPresenceAnswer, samePresence } from './record-presence';

describe('record presence answers', () => {
  it('maps doc keys to the people in them, without the current user', () => {
    const presence = readPresenceAnswer(
      [
        {
          docKey: 'page:12',
          users: [
            { id: 1, name: 'admin', avatar: '/a.svg' },
            { id: 3, name: 'Ada' },
          ],
        },
        { docKey: 'page:14', users: [{ id: 1, name: 'admin', avatar: '/a.svg' }] },
        { docKey: 'page:15', users: [{ id: 'x', name: 'Nobody' }] },
        { users: [] },
        'nonsense',
      ],
      1,
    );
    expect([...presence]).toEqual([['page:12', [{ id: 3, name: 'Ada', avatar: '' }]]]);
    expect(readPresenceAnswer({ code: 'rest_forbidden' }, 1).size).toBe(0);
  });

  it('names the endpoint and the records as the server does', () => {
    expect(presencePath('wp_template_part')).toBe(
      '/atelier/v1/collab-presence?kind=wp_template_part',
    );
    expect(presenceKey('wp_template', 'loom//home')).toBe('wp_template:loom//home');
    expect(presenceKey('page', 12)).toBe('page:12');
  });

  it('tells when two answers hold the same people', () => {
    const one = readPresenceAnswer([{ docKey: 'page:1', users: [{ id: 3, name: 'Ada' }] }], 0);
    const same = readPresenceAnswer([{ docKey: 'page:1', users: [{ id: 3, name: 'Ada' }] }], 0);
    const renamed = readPresenceAnswer(
      [{ docKey: 'page:1', users: [{ id: 3, name: 'Ada L' }] }],
      0,
    );
    const moved = readPresenceAnswer([{ docKey: 'page:2', users: [{ id: 3, name: 'Ada' }] }], 0);
    expect(samePresence(one, same)).toBe(true);
    expect(samePresence(one, renamed)).toBe(false);
    expect(samePresence(one, moved)).toBe(false);
    expect(samePresence(one, new Map())).toBe(false);
  });
});
