import { PRESENCE_COLORS, presenceColor } from '@atelier/collab/client';
import { describe, expect, it } from 'vitest';
import { initialsOf, presencePeers, samePeers, visiblePeers } from './presence-peers';
import { presenceTexts } from './presence-texts';

const state = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  user: { id, name, color: '#000000', ...extra },
  selection: null,
});

describe('presence peers', () => {
  it('lists the others in the order they joined, leaving this tab out', () => {
    const states = new Map<number, unknown>([
      [11, state(1, 'Me Myself')],
      [42, state(7, 'Ben Person')],
      [17, state(3, 'Ada Person', { avatar: 'http://localhost/wp-content/avatars/ada.svg?s=48' })],
    ]);
    expect(presencePeers(states, 11)).toEqual([
      { id: 7, name: 'Ben Person', color: presenceColor(7) },
      {
        id: 3,
        name: 'Ada Person',
        color: presenceColor(3),
        avatar: 'http://localhost/wp-content/avatars/ada.svg?s=48',
      },
    ]);
  });

  it('shows a person with two tabs once, where their first tab joined', () => {
    const states = new Map<number, unknown>([
      [5, state(3, 'Ada Person')],
      [6, state(7, 'Ben Person')],
      [8, state(3, 'Ada Person')],
    ]);
    expect(presencePeers(states, 99).map((peer) => peer.name)).toEqual([
      'Ada Person',
      'Ben Person',
    ]);
  });

  it('skips states that name nobody, and colours people by their id whatever they claim', () => {
    const states = new Map<number, unknown>([
      [1, null],
      [2, { selection: null }],
      [3, { user: { id: 'x', name: 'Nobody' } }],
      [4, { user: { id: 5, name: '  ' } }],
      [5, state(8, 'Cy Person', { color: 'white', avatar: 'javascript:alert(1)' })],
    ]);
    const peers = presencePeers(states, 0);
    expect(peers).toEqual([{ id: 8, name: 'Cy Person', color: presenceColor(8) }]);
    expect(PRESENCE_COLORS).toContain(peers[0]?.color);
  });

  it('shows at most three avatars and counts the rest', () => {
    const people = [1, 2, 3, 4, 5].map((id) => ({ id, name: `P${id}`, color: presenceColor(id) }));
    expect(visiblePeers(people.slice(0, 3), 3)).toEqual({ shown: people.slice(0, 3), more: 0 });
    const five = visiblePeers(people, 3);
    expect(five.shown.map((peer) => peer.id)).toEqual([1, 2, 3]);
    expect(five.more).toBe(2);
    expect(presenceTexts.more(1)).toBe('1 more person is editing');
    expect(presenceTexts.more(2)).toBe('2 more people are editing');
  });

  it('tells when two lists show the same people', () => {
    const a = [{ id: 1, name: 'A', color: presenceColor(1) }];
    expect(samePeers(a, [{ ...a[0], id: 1, name: 'A', color: presenceColor(1) }])).toBe(true);
    expect(samePeers(a, [{ id: 1, name: 'B', color: presenceColor(1) }])).toBe(false);
    expect(samePeers(a, [])).toBe(false);
  });

  it('makes initials of one or two words', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('ada')).toBe('A');
    expect(initialsOf('Jean de la Fontaine')).toBe('JF');
  });
});
