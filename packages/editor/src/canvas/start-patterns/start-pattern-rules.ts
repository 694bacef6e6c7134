import type { RecordRef } from '../../data/entities/store-state';

/** What 'Choose a pattern' starts: a template (whole layout) or a page's content. */
export type StartPatternKind = 'template' | 'content';

/** The kind of start patterns a record is offered, if any (templates and pages). */
export function startPatternKind(record: RecordRef): StartPatternKind | null {
  if (record.kind !== 'postType') return null;
  if (record.name === 'wp_template') return 'template';
  if (record.name === 'page') return 'content';
  return null;
}

/**
 * The `core/edit-site` welcome guides that would show first in this situation: the modal waits
 * until they are dismissed (spec 1 §2.12: 'when the welcome guide is off'), so the two never stack.
 */
export function guidesBefore(kind: StartPatternKind): readonly string[] {
  return kind === 'template'
    ? ['welcomeGuide', 'welcomeGuideTemplate']
    : ['welcomeGuide', 'welcomeGuidePage'];
}

/**
 * Whether the record is one 'Choose a pattern' starts: any template, and a page only while it is a
 * draft (a new page, as WordPress offers it for a clean new post; an empty published page is
 * left alone).
 */
export function isStartable(kind: StartPatternKind, status: unknown): boolean {
  return kind === 'template' || status === 'draft';
}

export interface StartPatternSituation {
  /** The record's content as edited ('' when empty). */
  content: unknown;
  hasEdits: boolean;
  /** Every guide of `guidesBefore` is dismissed. */
  guidesOff: boolean;
  /** The user skipped the modal for this record already. */
  skipped: boolean;
}

/**
 * Spec 1 §2.12 (WordPress's start template / page options): 'Choose a pattern' opens for an empty
 * record with no edits, once the welcome guides are off, unless skipped for that record.
 */
export function offersStartPatterns(situation: StartPatternSituation): boolean {
  const empty = typeof situation.content === 'string' && situation.content.trim() === '';
  return empty && !situation.hasEdits && situation.guidesOff && !situation.skipped;
}
