import { describe, expect, it } from 'vitest';
import {
  ALREADY_APPLIED_MESSAGE,
  applyRevisionConfirmation,
  applyRevisionLabel,
  canApplyRevision,
  isRevisionApplied,
  revisionEdit,
} from './apply-revision';
import type { RevisionEntry } from './revision-entries';

const saved = (id: number, text: string): RevisionEntry =>
  Object.freeze({
    id,
    styles: { color: { text, background: '#fff' } },
    settings: {},
    isLatest: false,
  });
const parent: RevisionEntry = { id: 'parent', styles: {}, settings: {}, isLatest: false };

describe('applying a revision', () => {
  const current = { styles: { color: { background: '#fff', text: '#111' } }, settings: {} };

  it('offers Apply only for a saved revision that differs from the current styles', () => {
    expect(canApplyRevision(saved(4, '#222'), current)).toBe(true);
    // The same values in another key order are the same styles.
    expect(isRevisionApplied(saved(5, '#111'), current)).toBe(true);
    expect(canApplyRevision(saved(5, '#111'), current)).toBe(false);
    expect(ALREADY_APPLIED_MESSAGE).toBe('These styles are already applied to your site.');
    expect(
      canApplyRevision(
        { id: 'unsaved', ...current, isLatest: false },
        { styles: {}, settings: {} },
      ),
    ).toBe(false);
  });

  it("labels the theme defaults 'Reset to defaults', offered only when the user changed something", () => {
    expect(applyRevisionLabel(parent)).toBe('Reset to defaults');
    expect(applyRevisionLabel(saved(4, '#222'))).toBe('Apply');
    expect(canApplyRevision(parent, current)).toBe(true);
    expect(canApplyRevision(parent, { styles: {}, settings: {} })).toBe(false);
  });

  it('asks before applying over unsaved edits, and not otherwise', () => {
    expect(applyRevisionConfirmation(true)).toBe(
      'Any unsaved changes will be lost when you apply this revision.',
    );
    expect(applyRevisionConfirmation(false)).toBeNull();
  });

  it("replaces the user's styles and settings as a whole; the defaults keep installed fonts", () => {
    const fonts = {
      fontFamilies: { custom: [{ slug: 'inter', name: 'Inter', fontFamily: 'Inter' }] },
    };
    const edited = {
      styles: { color: { text: '#111' } },
      settings: { typography: fonts, layout: { contentSize: '600px' } },
    };
    expect(revisionEdit(saved(4, '#222'), edited)).toEqual({
      styles: { color: { text: '#222', background: '#fff' } },
      settings: {},
    });
    expect(revisionEdit(parent, edited)).toEqual({ styles: {}, settings: { typography: fonts } });
    expect(canApplyRevision(parent, { styles: {}, settings: { typography: fonts } })).toBe(false);
    expect(isRevisionApplied(parent, { styles: {}, settings: { typography: fonts } })).toBe(true);
  });
});
