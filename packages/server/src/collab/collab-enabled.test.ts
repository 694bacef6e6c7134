import { describe, expect, it } from 'vitest';
import { collabDisabled, isCollabEnabled } from './collab-enabled.js';

describe('isCollabEnabled', () => {
  it('is on by default and for any value but off', () => {
    expect(isCollabEnabled({})).toBe(true);
    expect(isCollabEnabled({ ATELIER_COLLAB: '' })).toBe(true);
    expect(isCollabEnabled({ ATELIER_COLLAB: 'on' })).toBe(true);
    expect(isCollabEnabled({ ATELIER_COLLAB: 'yes' })).toBe(true);
  });

  it('is off for off, whatever its case and spaces', () => {
    expect(isCollabEnabled({ ATELIER_COLLAB: 'off' })).toBe(false);
    expect(isCollabEnabled({ ATELIER_COLLAB: ' OFF ' })).toBe(false);
  });

  it('answers 404 rest_collab_disabled while off', () => {
    const error = collabDisabled();
    expect(error.code).toBe('rest_collab_disabled');
    expect(error.status).toBe(404);
  });
});
