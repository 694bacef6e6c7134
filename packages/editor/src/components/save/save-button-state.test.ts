import { describe, expect, it } from 'vitest';
import type { DirtyRecord } from '../../data/entities/dirty-records';
import { saveButtonState } from './save-button-state';

const template: DirtyRecord = {
  kind: 'postType',
  name: 'wp_template',
  id: 'loom//home',
  key: 't',
  title: 'Home',
  typeLabel: 'Template',
};
const page: DirtyRecord = { ...template, name: 'page', id: '7', key: 'p', typeLabel: 'Page' };
const base = { isSaving: false, current: null, isPreviewingTheme: false };

describe('saveButtonState (spec 1 §4.4)', () => {
  it('reads Saved when clean and Saving while saving', () => {
    expect(saveButtonState({ ...base, dirty: [] })).toEqual({
      label: 'Saved',
      action: 'none',
      disabled: true,
    });
    expect(saveButtonState({ ...base, isSaving: true, dirty: [page] }).label).toBe('Saving');
  });

  it('saves directly with exactly one dirty current entity', () => {
    expect(saveButtonState({ ...base, dirty: [page], current: page })).toEqual({
      label: 'Save',
      action: 'save-current',
      disabled: false,
    });
  });

  it('opens the panel otherwise', () => {
    expect(saveButtonState({ ...base, dirty: [page], current: template })).toMatchObject({
      label: 'Review 1 change…',
      action: 'open-panel',
    });
    expect(saveButtonState({ ...base, dirty: [page, template], current: page })).toMatchObject({
      label: 'Review 2 changes…',
      action: 'open-panel',
    });
  });

  it('offers Activate / Activate & Save during a theme preview', () => {
    const preview = { ...base, isPreviewingTheme: true };
    expect(saveButtonState({ ...preview, dirty: [] })).toMatchObject({
      label: 'Activate',
      action: 'activate',
    });
    expect(saveButtonState({ ...preview, dirty: [page], current: page })).toMatchObject({
      label: 'Activate & Save',
      action: 'save-current',
    });
    expect(saveButtonState({ ...preview, dirty: [page, template], current: page })).toMatchObject({
      label: 'Activate & Save',
      action: 'open-panel',
    });
  });
});
