import { describe, expect, it } from 'vitest';
import { userMetaKeys } from './user-meta-fields.js';

describe('registered user meta', () => {
  it('shows the editor preferences in the edit context only', () => {
    expect(userMetaKeys('edit')).toEqual(['persisted_preferences']);
    expect(userMetaKeys('view')).toEqual([]);
    expect(userMetaKeys('embed')).toEqual([]);
  });
});
