import { describe, expect, it } from 'vitest';
import { addNotice, removeNotice, toNotice } from './notice-list';

describe('notice list', () => {
  it('builds snackbars by default, and takes a bare status', () => {
    expect(toNotice('Saved.', 'success', 'n1')).toEqual({
      id: 'n1',
      message: 'Saved.',
      status: 'success',
      type: 'snackbar',
      actions: [],
      explicitDismiss: false,
    });
    const warning = toNotice('Gone.', { status: 'warning', type: 'default', id: 'missing' }, 'n2');
    expect(warning).toMatchObject({ id: 'missing', type: 'default', status: 'warning' });
  });

  it('replaces a notice with the same id and removes by id', () => {
    const first = toNotice('One', { id: 'conflict' }, 'x');
    const second = toNotice('Two', { id: 'conflict' }, 'y');
    const other = toNotice('Other', undefined, 'z');
    const list = addNotice(addNotice(addNotice([], first), other), second);
    expect(list.map((notice) => notice.message)).toEqual(['Other', 'Two']);
    expect(removeNotice(list, 'conflict').map((notice) => notice.message)).toEqual(['Other']);
    expect(removeNotice(list, 'nope')).toBe(list);
  });
});
