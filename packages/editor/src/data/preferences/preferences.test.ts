import { describe, expect, it } from 'vitest';
import { CORE_SCOPE, EDIT_SITE_SCOPE, PREFERENCE_DEFAULTS } from './preference-defaults';
import {
  mergePreferences,
  readPreference,
  toPersistedMeta,
  withPreference,
} from './preference-values';

describe('startup defaults', () => {
  it('match spec 1 §9', () => {
    const core = PREFERENCE_DEFAULTS[CORE_SCOPE];
    expect(core).toMatchObject({
      editorMode: 'visual',
      openPanels: ['post-status'],
      fixedToolbar: false,
      focusMode: false,
      distractionFree: false,
      showBlockBreadcrumbs: true,
    });
    expect(PREFERENCE_DEFAULTS[EDIT_SITE_SCOPE]).toMatchObject({
      welcomeGuide: true,
      welcomeGuideStyles: true,
      welcomeGuidePage: true,
      welcomeGuideTemplate: true,
      isTemplatePartMoveNoticeDismissed: false,
    });
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(PREFERENCE_DEFAULTS)).toBe(true);
    expect(Object.isFrozen(PREFERENCE_DEFAULTS[CORE_SCOPE])).toBe(true);
  });
});

describe('mergePreferences', () => {
  it('lets saved values win over defaults, scope by scope', () => {
    const merged = mergePreferences(PREFERENCE_DEFAULTS, {
      [EDIT_SITE_SCOPE]: { welcomeGuide: false },
      'core/edit-post': { fullscreenMode: true },
    });
    expect(readPreference(merged, EDIT_SITE_SCOPE, 'welcomeGuide')).toBe(false);
    expect(readPreference(merged, EDIT_SITE_SCOPE, 'welcomeGuideStyles')).toBe(true);
    expect(readPreference(merged, CORE_SCOPE, 'editorMode')).toBe('visual');
    expect(readPreference(merged, 'core/edit-post', 'fullscreenMode')).toBe(true);
    expect(readPreference(merged, 'core/nothing', 'x')).toBeUndefined();
  });
});

describe('withPreference', () => {
  it('returns new preferences and leaves the old ones untouched', () => {
    const before = Object.freeze({ [CORE_SCOPE]: Object.freeze({ focusMode: true }) });
    const after = withPreference(
      before,
      EDIT_SITE_SCOPE,
      'isTemplatePartMoveNoticeDismissed',
      true,
    );
    expect(after).toEqual({
      [CORE_SCOPE]: { focusMode: true },
      [EDIT_SITE_SCOPE]: { isTemplatePartMoveNoticeDismissed: true },
    });
    expect(before).toEqual({ [CORE_SCOPE]: { focusMode: true } });
  });
});

describe('toPersistedMeta', () => {
  it('stamps the saved preferences with the time of the change', () => {
    const meta = toPersistedMeta(
      { [EDIT_SITE_SCOPE]: { welcomeGuide: false } },
      new Date('2026-11-21T06:00:00.000Z'),
    );
    expect(meta).toEqual({
      [EDIT_SITE_SCOPE]: { welcomeGuide: false },
      _modified: '2026-11-21T06:00:00.000Z',
    });
  });
});
