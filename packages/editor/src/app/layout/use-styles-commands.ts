import { useMemo } from 'react';
import { useCommandCenter, useRegisterCommands } from '../../commands/CommandCenter';
import { stylesCommands } from '../../commands/styles-commands';
import { STYLES_AREA_PATH, STYLES_GUIDE } from '../../components/welcome-guide/styles-guide';
import { useSetPreference } from '../../data/preferences/PreferencesProvider';
import { EDIT_SITE_SCOPE } from '../../data/preferences/preference-defaults';
import { canEditCss } from '../../domain/global-styles/edit-css-right';
import { versionHistoryCount } from '../../domain/global-styles/revisions/version-history';
import { useUserStylesRecord } from '../../domain/global-styles/use-user-styles-record';
import { useRouter } from '../Router';

/**
 * Registers the styles commands (spec 3 §2) on every screen: 'Learn about styles', 'Reset
 * styles', 'Customize CSS' and 'Style revisions', offered as the user's global styles record
 * allows ('Open styles' is one of the site's screen commands).
 */
export function useStylesCommands(): void {
  const { navigate, location } = useRouter();
  const inStyles = location.path === STYLES_AREA_PATH;
  const setPreference = useSetPreference();
  // What decides the commands is read only while the palette is open (they have no keys), or on
  // the Styles area, which reads it anyway: other screens send no request for it.
  const { isPaletteOpen } = useCommandCenter();
  const { user, canReset, reset } = useUserStylesRecord(isPaletteOpen || inStyles);
  const editCss = canEditCss(user);
  const revisionCount = versionHistoryCount(user);
  const commands = useMemo(
    () =>
      stylesCommands(
        {
          openStyles: (section) =>
            navigate(
              section === '' ? { path: STYLES_AREA_PATH } : { path: STYLES_AREA_PATH, section },
            ),
          openGuide: () => {
            const show = () => setPreference(EDIT_SITE_SCOPE, STYLES_GUIDE.preference, true);
            // On the Styles area the guide opens over the screen shown. From elsewhere it opens
            // once the Styles sidebar has arrived: arriving moves focus to its title, which
            // would close a dialog already open.
            if (inStyles) return show();
            navigate({ path: STYLES_AREA_PATH });
            window.setTimeout(show, 0);
          },
          reset,
        },
        { canReset, canEditCss: editCss, revisionCount },
      ),
    [navigate, inStyles, setPreference, reset, canReset, editCss, revisionCount],
  );
  useRegisterCommands(commands);
}
