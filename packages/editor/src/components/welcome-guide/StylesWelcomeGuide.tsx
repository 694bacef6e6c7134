import { useLocation } from '../../app/Router';
import { usePreferences, useSetPreference } from '../../data/preferences/PreferencesProvider';
import { EDIT_SITE_SCOPE } from '../../data/preferences/preference-defaults';
import { readPreference } from '../../data/preferences/preference-values';
import { LazyStylesGuide } from './LazyGuideDialogs';
import { STYLES_GUIDE } from './styles-guide';
import { useGuideMayOpen } from './use-guide-may-open';
import { EDITOR_GUIDE, guidePreferencesKey, guideToShow } from './welcome-guides';

/**
 * 'Welcome to Styles' on the Styles area (view mode), once 'Welcome to the site editor' is
 * dismissed, until the person closes it: closing sets
 * `welcomeGuideStyles` false (per user, saved with the other preferences); the More menu's
 * 'Welcome Guide' and the palette's 'Learn about styles' set it true again. It waits as the
 * site editor's guides do (`useGuideMayOpen`).
 */
export function StylesWelcomeGuide() {
  const location = useLocation();
  const preferences = usePreferences();
  const setPreference = useSetPreference();
  const canvas = location.canvas === 'edit' ? 'edit' : 'view';
  const read = (scope: string, name: string) => readPreference(preferences, scope, name);
  // 'Welcome to the site editor' comes first: this guide waits until it is dismissed.
  const order = [EDITOR_GUIDE, STYLES_GUIDE];
  const mayOpen = useGuideMayOpen(location, guidePreferencesKey(order, read));
  const guide = guideToShow(order, { canvas, record: null, path: location.path }, read);
  if (guide !== STYLES_GUIDE || !mayOpen) return null;
  return (
    <LazyStylesGuide
      guide={guide}
      onFinish={() => setPreference(EDIT_SITE_SCOPE, guide.preference, false)}
    />
  );
}
