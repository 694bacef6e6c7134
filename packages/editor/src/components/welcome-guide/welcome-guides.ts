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

const isEdited = (situation: GuideSituation, postType: string) =>
  situation.canvas === 'edit' &&
  situation.record !== null &&
  situation.record.kind === 'postType' &&
  situation.record.name === postType;

/**
 * 'Welcome to the site editor' (spec 1 §2.11): one page ending with 'Get started', shown on any
 * screen the first time a person opens the site editor (preference `welcomeGuide`).
 */
export const EDITOR_GUIDE: WelcomeGuideDefinition = Object.freeze({
  preference: 'welcomeGuide',
  label: 'Welcome to the site editor',
  finishLabel: 'Get started',
  pages: Object.freeze([
    Object.freeze({
      heading: 'Welcome to the site editor',
      paragraphs: Object.freeze([
        'Design everything on your site — from the header right down to the footer — using blocks.',
        'Open Styles to choose your typography, layout and colors, or pick a template and start editing it.',
      ]),
    }),
  ]),
  appliesTo: () => true,
});

/** 'Editing a template' (spec 1 §2.11): shown the first time a template is edited. */
export const TEMPLATE_GUIDE: WelcomeGuideDefinition = Object.freeze({
  preference: 'welcomeGuideTemplate',
  label: 'Editing a template',
  finishLabel: 'Continue',
  pages: Object.freeze([
    Object.freeze({
      heading: 'Editing a template',
      paragraphs: Object.freeze([
        'Note that the same template can be used by multiple pages, so any changes made here may affect other pages on the site.',
        'To switch back to editing the page content, use ‘Back to page’ beside the document title.',
      ]),
    }),
  ]),
  appliesTo: (situation: GuideSituation) => isEdited(situation, 'wp_template'),
});

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
  appliesTo: (situation: GuideSituation) => isEdited(situation, 'page'),
});

/**
 * The site editor's guides, in the order they are offered: where several apply, the first not
 * yet dismissed shows — the site editor's own first (the first any user sees), then the one of
 * what is edited. 'Welcome to Styles' (`styles-guide.ts`) waits for the first one too.
 */
export const WELCOME_GUIDES: readonly WelcomeGuideDefinition[] = Object.freeze([
  EDITOR_GUIDE,
  TEMPLATE_GUIDE,
  PAGE_GUIDE,
]);

/** Reads one `core/edit-site` preference (defaults merged in). */
export type ReadGuidePreference = (scope: string, name: string) => unknown;

/**
 * The guides 'Welcome Guide' (More menu, palette) opens again where the editor stands: the site
 * editor's own, then the one of what is edited (a page, a template), which follows it.
 */
export function guidesToReopen(
  guides: readonly WelcomeGuideDefinition[],
  situation: GuideSituation,
): WelcomeGuideDefinition[] {
  return guides.filter((guide) => guide.appliesTo(situation));
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

/**
 * The guides' preferences as one key (a change — one dismissed, or 'Welcome Guide' turning them on
 * again — changes it).
 */
export function guidePreferencesKey(
  guides: readonly WelcomeGuideDefinition[],
  read: ReadGuidePreference,
): string {
  return guides.map((guide) => String(read(EDIT_SITE_SCOPE, guide.preference))).join(',');
}
