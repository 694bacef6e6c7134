import { describe, expect, it } from 'vitest';
import { filterFields, parseFieldsParam } from './fields.js';

describe('_fields', () => {
  it('parses comma lists and arrays', () => {
    expect(parseFieldsParam('id, title.raw,,slug')).toEqual(['id', 'title.raw', 'slug']);
    expect(parseFieldsParam(['id', 'slug'])).toEqual(['id', 'slug']);
    expect(parseFieldsParam(undefined)).toEqual([]);
  });

  it('keeps requested fields of an item or of each list item', () => {
    const item = { id: 1, slug: 's', title: { raw: 'R', rendered: 'H' }, meta: {} };
    expect(filterFields(item, ['id', 'title.raw'])).toEqual({ id: 1, title: { raw: 'R' } });
    expect(filterFields([item, { ...item, id: 2 }], ['id'])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(filterFields(item, ['title.raw', 'title.rendered'])).toEqual({
      title: { raw: 'R', rendered: 'H' },
    });
    expect(filterFields(item, ['missing'])).toEqual({});
    expect(filterFields(item, [])).toBe(item);
  });
});
