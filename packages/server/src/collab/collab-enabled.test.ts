import { describe, expect, it } from 'vitest';
import { collabDisabled, isCollabEnabled } from './collab-enabled.js';

describe('isCollabEnabled', () => {
  it('is off by default and for any value but on', () => {
    expect(isCollabEnabled({})).toBe(false);
    expect(isCollabEnabled({ ATELIER_COLLAB: '' })).toBe(false);
    expect(isCollabEnabled({ ATELIER_COLLAB: 'off' })).toBe(false);
    expect(isCollabEnabled({ ATELIER_COLLAB: 'yes' })).toBe(false);
  });

  it('is on for on, whatever its case and spaces', () => {
    expect(isCollabEnabled({ ATELIER_COLLAB: 'on' })).toBe(true);
    expect(isCollabEnabled({ ATELIER_COLLAB: ' ON ' })).toBe(true);
  });

  it('answers 404 rest_collab_disabled while off', () => {
    const error = collabDisabled();
    expect(error.code).toBe('rest_collab_disabled');
    expect(error.status).toBe(404);
  });
});
