import { describe, expect, it } from 'vitest';
import {
  DISTRACTION_FREE_ON,
  distractionFreeChanges,
  editorModeAnnouncement,
  showsBreadcrumbs,
  ZOOM_OUT,
} from './chrome-rules';

const base = {
  distractionFree: false,
  breadcrumbs: true,
  canvasMode: 'edit' as const,
  editorMode: 'visual' as const,
  zoomOut: false,
};

describe('breadcrumb visibility (spec 1 §2.7)', () => {
  it('shows in edit canvas, visual mode, with the preference on', () => {
    expect(showsBreadcrumbs(base)).toBe(true);
  });
  it.each([
    ['distraction free', { distractionFree: true }],
    ['preference off', { breadcrumbs: false }],
    ['view canvas', { canvasMode: 'view' as const }],
    ['code editor', { editorMode: 'text' as const }],
    ['zoom-out', { zoomOut: true }],
  ])('hides with %s', (_name, change) => {
    expect(showsBreadcrumbs({ ...base, ...change })).toBe(false);
  });
});

describe('distraction-free transition (spec 1 §4.2)', () => {
  it('on: fixed toolbar on, panels closed, info notice', () => {
    expect(distractionFreeChanges(true)).toEqual({
      preferences: { distractionFree: true, fixedToolbar: true },
      closePanels: true,
      notice: DISTRACTION_FREE_ON,
    });
    expect(DISTRACTION_FREE_ON).toBe('Distraction free mode activated.');
  });
  it('off: fixed toolbar off, panels untouched, no notice', () => {
    expect(distractionFreeChanges(false)).toEqual({
      preferences: { distractionFree: false, fixedToolbar: false },
      closePanels: false,
      notice: null,
    });
  });
});

describe('editor mode', () => {
  it('announces the mode', () => {
    expect(editorModeAnnouncement('text')).toBe('Code editor selected');
    expect(editorModeAnnouncement('visual')).toBe('Visual editor selected');
  });
  it('zoom-out constants', () => {
    expect(ZOOM_OUT).toEqual({ scale: 0.45, frameSize: 100 });
  });
});
