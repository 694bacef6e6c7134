import { presenceColor } from '@atelier/collab/client';
import { describe, expect, it } from 'vitest';
import { remotePeers } from './remote-peers';

const ANA = { id: 2, name: 'Ana', color: '#b3261e' };
const inBlock = (clientId: string, docKey = 'page:1') => ({ docKey, clientId });

describe('remotePeers', () => {
  it('lists everyone else with a selection in this document, in the order they joined', () => {
    const states = new Map<number, unknown>([
      [30, { user: ANA, selection: inBlock('b1') }],
      [10, { user: { id: 1, name: 'Me', color: '#1d4ed8' }, selection: inBlock('b2') }],
      [20, { user: { id: 3, name: 'Bo', color: '#047857' }, selection: inBlock('b3') }],
    ]);
    expect(remotePeers(states, 10, 'page:1')).toEqual([
      { clientId: 30, user: ANA, selection: { docKey: 'page:1', clientId: 'b1' } },
      {
        clientId: 20,
        user: { id: 3, name: 'Bo', color: '#047857' },
        selection: { docKey: 'page:1', clientId: 'b3' },
      },
    ]);
  });

  it('leaves out people with no selection, one in another record, or malformed states', () => {
    const states = new Map<number, unknown>([
      [1, { user: ANA, selection: null }],
      [2, { user: ANA, selection: inBlock('b1', 'wp_template_part:t//header') }],
      [3, { user: { name: 'No id' }, selection: inBlock('b1') }],
      [4, { selection: inBlock('b1') }],
      [5, null],
      [6, { user: ANA, selection: { docKey: 'page:1', clientId: 7 } }],
    ]);
    expect(remotePeers(states, 99, 'page:1')).toEqual([]);
  });

  it('keeps the text range with its attribute, the head defaulting to the anchor', () => {
    const anchor = { item: { client: 5, clock: 3 }, assoc: 0 };
    const states = new Map<number, unknown>([
      [1, { user: ANA, selection: { ...inBlock('b1'), attribute: 'content', anchor } }],
      [2, { user: ANA, selection: { ...inBlock('b1'), anchor } }],
    ]);
    const [withRange, withoutAttribute] = remotePeers(states, 99, 'page:1');
    expect(withRange?.selection).toEqual({
      docKey: 'page:1',
      clientId: 'b1',
      attribute: 'content',
      anchor,
      head: anchor,
    });
    expect(withoutAttribute?.selection).toEqual({ docKey: 'page:1', clientId: 'b1' });
  });

  it('never takes a colour that is not a plain hex colour, and never an empty name', () => {
    const states = new Map<number, unknown>([
      [
        1,
        { user: { id: 4, name: '  ', color: 'red; background: url(x)' }, selection: inBlock('b') },
      ],
    ]);
    expect(remotePeers(states, 99, 'page:1')[0]?.user).toEqual({
      id: 4,
      name: 'User 4',
      color: presenceColor(4),
    });
  });
});
