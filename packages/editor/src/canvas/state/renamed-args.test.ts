import { describe, expect, it } from 'vitest';
import { shownIn } from './record-instances';
import { createRenamedIds } from './renamed-args';

describe('createRenamedIds', () => {
  it('gives the arguments of an action begun before a first sync the ids the blocks took', () => {
    const ids = createRenamedIds();
    ids.add(
      new Map([
        ['s1', 'd1'],
        ['s2', 'd2'],
      ]),
    );
    expect(ids.currentArgs({ clientId: 's1', attributes: { ref: 4 } })).toEqual({
      clientId: 'd1',
      attributes: { ref: 4 },
    });
    expect(ids.currentArgs({ clientIds: ['s2', 'x'], parentId: 's1', index: 0 })).toEqual({
      clientIds: ['d2', 'x'],
      parentId: 'd1',
      index: 0,
    });
  });

  it('follows a block in a showing of its record, and a renaming after a renaming', () => {
    const ids = createRenamedIds();
    ids.add(new Map([['s1', 'd1']]));
    ids.add(new Map([['n1', 'e1']]));
    ids.add(new Map([['d1', 'f1']]));
    expect(ids.current('s1@n1')).toBe('f1@e1');
    expect(ids.current('s1')).toBe('f1');
  });

  it('answers the same arguments when no id in them was renamed', () => {
    const ids = createRenamedIds();
    const args = { clientId: 'a', parentId: null };
    expect(ids.currentArgs(args)).toBe(args);
    ids.add(new Map([['s1', 'd1']]));
    expect(ids.currentArgs(args)).toBe(args);
    const list = { clientIds: ['a', 'b'] };
    expect(ids.currentArgs(list)).toBe(list);
  });

  it('gives a record shown by a renamed block the showing it is now', () => {
    const ids = createRenamedIds();
    const part = { kind: 'postType', name: 'wp_template_part', id: 'loom//header' };
    const shown = shownIn(part, 'tp1');
    expect(ids.currentRef(shown)).toBe(shown);
    ids.add(new Map([['tp1', 'doc-tp1']]));
    expect(ids.currentRef(shown)).toEqual(shownIn(part, 'doc-tp1'));
    expect(ids.currentRef(part)).toBe(part);
  });

  it('names a renamed block by the id it had first', () => {
    const ids = createRenamedIds();
    expect(ids.original('s1')).toBe('s1');
    ids.add(new Map([['s1', 'd1']]));
    ids.add(new Map([['n1', 'e1']]));
    expect(ids.original('d1')).toBe('s1');
    expect(ids.original('d1@e1')).toBe('s1@n1');
    expect(ids.original('x')).toBe('x');
  });
});
