import { useLocation } from '../../app/Router';
import { usePreferences, useSetPreference } from '../../data/preferences/PreferencesProvider';
import { EDIT_SITE_SCOPE } from '../../data/preferences/preference-defaults';
import { readPreference } from '../../data/preferences/preference-values';
import { LazyStylesGuide } from './LazyGuideDialogs';
import { STYLES_GUIDE } from './styles-guide';
import { EDITOR_GUIDE, guideToShow } from './welcome-guides';

/**
 * 'Welcome to Styles' on the Styles area (view mode), once 'Welcome to the site editor' is
 * dismissed, until the person closes it: closing sets
 * `welcomeGuideStyles` false (per user, saved with the other preferences); the More menu's
 * 'Welcome Guide' and the palette's 'Learn about styles' set it true again.
 */
export function StylesWelcomeGuide() {
  const location = useLocation();
  const preferences = usePreferences();
  const setPreference = useSetPreference();
  const canvas = location.canvas === 'edit' ? 'edit' : 'view';
  // 'Welcome to the site editor' comes first: this guide waits until it is dismissed.
  const guide = guideToShow(
    [EDITOR_GUIDE, STYLES_GUIDE],
    { canvas, record: null, path: location.path },
    (scope, name) => readPreference(preferences, scope, name),
  );
  if (guide !== STYLES_GUIDE) return null;
  return (
    <LazyStylesGuide
      guide={guide}
      onFinish={() => setPreference(EDIT_SITE_SCOPE, guide.preference, false)}
    />
  );
}
