import type { GuideSituation, WelcomeGuideDefinition } from './welcome-guides';

/** The path of the Styles area (spec 1 §2.1). */
export const STYLES_AREA_PATH = '/wp_global_styles';

/**
 * 'Welcome to Styles' (spec 3 §2): four pages, shown the first time a person opens the Styles
 * area in view mode, until they close it (preference `welcomeGuideStyles`).
 */
export const STYLES_GUIDE: WelcomeGuideDefinition = Object.freeze({
  preference: 'welcomeGuideStyles',
  label: 'Welcome to Styles',
  finishLabel: 'Get started',
  pages: Object.freeze([
    Object.freeze({
      heading: 'Welcome to Styles',
      paragraphs: Object.freeze([
        'Styles decide how your whole site looks: its colours, its fonts and the spacing around its content. A change made here shows at once in the preview and applies to every page once saved.',
      ]),
    }),
    Object.freeze({
      heading: 'Set the design',
      paragraphs: Object.freeze([
        'Start from one of the theme’s style variations, then adjust Typography, Colors and Layout to your taste. Revisions keep every saved version, so you can always go back.',
      ]),
    }),
    Object.freeze({
      heading: 'Personalize blocks',
      paragraphs: Object.freeze([
        'Blocks can have a look of their own: change how every heading, button or quote appears across the site, without editing them one by one.',
      ]),
    }),
    Object.freeze({
      heading: 'Learn more',
      paragraphs: Object.freeze([
        'Additional CSS lets those who write code go further. This guide stays in the Styles More menu and in the command palette (“Learn about styles”) whenever you want it again.',
      ]),
    }),
  ]),
  appliesTo: (situation: GuideSituation) =>
    situation.canvas === 'view' && situation.path === STYLES_AREA_PATH,
});
