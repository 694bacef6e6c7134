import { describe, expect, it } from 'vitest';
import type { Field } from '../types';
import { getFieldOperators } from './field-access';
import { isUnknownOperator, OPERATORS } from './operators';

type Row = { status: string };

const status: Field<Row> = {
  id: 'status',
  label: 'Status',
  type: 'enumeration',
  elements: [{ value: 'draft', label: 'Draft' }],
};

describe('operators', () => {
  it('fields with elements filter with in / notIn by default', () => {
    expect(getFieldOperators(status)).toEqual(['in', 'notIn']);
    expect(getFieldOperators({ ...status, filterBy: { operators: ['is'] } })).toEqual(['is']);
    expect(getFieldOperators({ ...status, filterBy: false })).toEqual([]);
    expect(getFieldOperators({ id: 'title' })).toEqual([]);
  });

  it('isUnknownOperator flags operators the field does not offer', () => {
    expect(isUnknownOperator({ field: 'status', operator: 'in' }, status)).toBe(false);
    expect(isUnknownOperator({ field: 'status', operator: 'is' }, status)).toBe(true);
    expect(isUnknownOperator({ field: 'status', operator: 'between' }, status)).toBe(true);
    expect(isUnknownOperator({ field: 'status', operator: 'in' }, undefined)).toBe(true);
  });

  it('each operator tests single and list values', () => {
    expect(OPERATORS.in.test('a', ['a', 'b'])).toBe(true);
    expect(OPERATORS.in.test(['c', 'b'], ['a', 'b'])).toBe(true);
    expect(OPERATORS.notIn.test('c', ['a', 'b'])).toBe(true);
    expect(OPERATORS.notIn.test(['c', 'a'], ['a'])).toBe(false);
    expect(OPERATORS.isAny.test('a', ['a'])).toBe(true);
    expect(OPERATORS.isNone.test('a', ['a'])).toBe(false);
    expect(OPERATORS.is.test('a', 'a')).toBe(true);
    expect(OPERATORS.is.test(['x', 'a'], 'a')).toBe(true);
    expect(OPERATORS.isNot.test('a', 'b')).toBe(true);
    expect(OPERATORS.isNot.test('a', 'a')).toBe(false);
  });
});
