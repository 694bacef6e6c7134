import { STYLES_GUIDE } from '../../components/welcome-guide/styles-guide';
import {
  EDITOR_GUIDE,
  PAGE_GUIDE,
  TEMPLATE_GUIDE,
  type WelcomeGuideDefinition,
} from '../../components/welcome-guide/welcome-guides';
import { CORE_SCOPE, EDIT_SITE_SCOPE } from '../../data/preferences/preference-defaults';

/** One on/off setting of the Preferences dialog. */
export interface PreferenceSetting {
  scope: string;
  name: string;
  label: string;
  /** What it does, under the label. */
  help: string;
  /**
   * The command that switches it, when switching does more than store the value (distraction
   * free also fixes the toolbar and closes panels, as one undo step).
   */
  command?: string;
}

/** A titled group of settings. */
export interface PreferenceSection {
  title: string;
  settings: readonly PreferenceSetting[];
}

const guideSetting = (guide: WelcomeGuideDefinition): PreferenceSetting => ({
  scope: EDIT_SITE_SCOPE,
  name: guide.preference,
  label: guide.label,
  help: 'Shows this guide the next time it applies; it turns itself off once closed.',
});

/**
 * The Preferences dialog's settings (spec 1 §2.8, §9), in WordPress's words: the interface, the
 * appearance toggles of the More menu's View group, and one switch per welcome guide (spec 1
 * §2.11; 'Welcome to Styles' for block themes only, which have the Styles area).
 */
export function preferenceSections({
  isBlockTheme,
}: {
  isBlockTheme: boolean;
}): PreferenceSection[] {
  const guides = isBlockTheme
    ? [EDITOR_GUIDE, STYLES_GUIDE, TEMPLATE_GUIDE, PAGE_GUIDE]
    : [EDITOR_GUIDE, TEMPLATE_GUIDE, PAGE_GUIDE];
  return [
    {
      title: 'Interface',
      settings: [
        {
          scope: CORE_SCOPE,
          name: 'showIconLabels',
          label: 'Show button text labels',
          help: 'Show text instead of icons on buttons.',
        },
        {
          scope: CORE_SCOPE,
          name: 'showListViewByDefault',
          label: 'Always open List View',
          help: 'Opens the List View panel by default.',
        },
        {
          scope: CORE_SCOPE,
          name: 'showBlockBreadcrumbs',
          label: 'Display block breadcrumbs',
          help: 'Shows block breadcrumbs at the bottom of the editor.',
        },
      ],
    },
    {
      title: 'Appearance',
      settings: [
        {
          scope: CORE_SCOPE,
          name: 'fixedToolbar',
          label: 'Top toolbar',
          help: 'Access all block and document tools in a single place.',
        },
        {
          scope: CORE_SCOPE,
          name: 'distractionFree',
          label: 'Distraction free',
          help: 'Reduce visual distractions by hiding the toolbar and other elements to focus on writing.',
          command: 'core/toggle-distraction-free',
        },
        {
          scope: CORE_SCOPE,
          name: 'focusMode',
          label: 'Spotlight mode',
          help: 'Highlights the current block and fades other content.',
        },
      ],
    },
    { title: 'Welcome guides', settings: guides.map(guideSetting) },
  ];
}
