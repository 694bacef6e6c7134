import { describe, expect, it } from 'vitest';
import { templateFields } from '../../testing/template-fixtures';
import { describeFilter } from './filter-summary';

const status = templateFields.find((field) => field.id === 'status');
const author = templateFields.find((field) => field.id === 'author');

describe('describeFilter', () => {
  it("words 'in' and 'notIn' with the element labels", () => {
    expect(
      describeFilter({ field: 'status', operator: 'in', value: ['draft', 'trash'] }, status),
    ).toBe('Status is any of Draft, Trash');
    expect(describeFilter({ field: 'author', operator: 'notIn', value: ['Admin'] }, author)).toBe(
      'Author is none of Admin',
    );
    expect(describeFilter({ field: 'status', operator: 'is', value: 'draft' }, status)).toBe(
      'Status is Draft',
    );
  });

  it('shows only the field label while nothing is chosen', () => {
    expect(describeFilter({ field: 'status', operator: 'in', value: [] }, status)).toBe('Status');
  });

  it('reads exactly "Unknown status for {name}" for an unknown operator or field', () => {
    expect(describeFilter({ field: 'author', operator: 'is', value: 'Admin' }, author)).toBe(
      'Unknown status for Author',
    );
    expect(describeFilter({ field: 'gone', operator: 'in', value: ['x'] }, undefined)).toBe(
      'Unknown status for gone',
    );
  });
});
