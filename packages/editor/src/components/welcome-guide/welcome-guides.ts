import type { RecordRef } from '../../data/entities/store-state';
import { EDIT_SITE_SCOPE } from '../../data/preferences/preference-defaults';

/** One page of a guide: a heading and what it says, paragraph by paragraph. */
export interface GuidePage {
  heading: string;
  paragraphs: readonly string[];
}

/** Where the editor stands, as far as the guides are concerned. */
export interface GuideSituation {
  canvas: 'view' | 'edit';
  /** The record the screen shows, or null on a list. */
  record: RecordRef | null;
  /** The in-app path of the screen, where a guide belongs to an area (Styles). */
  path?: string;
}

/**
 * A welcome guide as data: when it applies, the `core/edit-site` preference that says whether it
 * still shows (false once dismissed), its pages and the label of the button that ends it.
 */
export interface WelcomeGuideDefinition {
  /** The `core/edit-site` preference: not false → the guide shows where it applies. */
  preference: string;
  /** The dialog's name for assistive technology. */
  label: string;
  /** The button on the last page ('Continue', 'Get started'). */
  finishLabel: string;
  pages: readonly GuidePage[];
  appliesTo(situation: GuideSituation): boolean;
}

const isPage = (record: RecordRef | null) =>
  record !== null && record.kind === 'postType' && record.name === 'page';

/** 'Editing a page' (spec 1 §2.11): shown when a page is opened for editing. */
export const PAGE_GUIDE: WelcomeGuideDefinition = Object.freeze({
  preference: 'welcomeGuidePage',
  label: 'Editing a page',
  finishLabel: 'Continue',
  pages: Object.freeze([
    Object.freeze({
      heading: 'Editing a page',
      paragraphs: Object.freeze([
        'You can now change a page right here in the site editor: its title, its content and its featured image are edited in place.',
        'The header, the footer and everything else around the content belong to the page’s template. To change those, open the template from the settings sidebar.',
      ]),
    }),
  ]),
  appliesTo: (situation: GuideSituation) => situation.canvas === 'edit' && isPage(situation.record),
});

/**
 * The site editor's guides, in the order they are offered: where several apply, the first not
 * yet dismissed shows. The editor, Styles and template guides join this list as data (the
 * editor's first, as it is the first any user sees).
 */
export const WELCOME_GUIDES: readonly WelcomeGuideDefinition[] = Object.freeze([PAGE_GUIDE]);

/** Reads one `core/edit-site` preference (defaults merged in). */
export type ReadGuidePreference = (scope: string, name: string) => unknown;

/** The guide that belongs where the editor stands, shown or not (the More menu reopens it). */
export function guideFor(
  guides: readonly WelcomeGuideDefinition[],
  situation: GuideSituation,
): WelcomeGuideDefinition | null {
  return guides.find((guide) => guide.appliesTo(situation)) ?? null;
}

/**
 * The guide to show now: the first that belongs here and that the user has not dismissed (its
 * preference is false). A preference never set shows its guide (spec 1 §9: guides on).
 */
export function guideToShow(
  guides: readonly WelcomeGuideDefinition[],
  situation: GuideSituation,
  read: ReadGuidePreference,
): WelcomeGuideDefinition | null {
  return (
    guides.find(
      (guide) => guide.appliesTo(situation) && read(EDIT_SITE_SCOPE, guide.preference) !== false,
    ) ?? null
  );
}
