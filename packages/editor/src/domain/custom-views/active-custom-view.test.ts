import { describe, expect, it } from 'vitest';
import { activeCustomViewId } from './active-custom-view';

describe('activeCustomViewId', () => {
  it('reads the id of an open custom view', () => {
    expect(activeCustomViewId({ isCustom: true, activeView: '12' })).toBe(12);
  });

  it.each([
    { isCustom: false, activeView: '12' },
    { isCustom: true, activeView: undefined },
    { isCustom: true, activeView: 'drafts' },
    { isCustom: true, activeView: '0' },
    { isCustom: true, activeView: '-3' },
    { isCustom: true, activeView: '1.5' },
    { isCustom: true, activeView: '99999999999' },
  ])('is null for %j', (location) => {
    expect(activeCustomViewId(location)).toBeNull();
  });
});
