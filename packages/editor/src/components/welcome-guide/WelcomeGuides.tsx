import { useMemo } from 'react';
import { useLocation } from '../../app/Router';
import { useRegisterCommands } from '../../commands/CommandCenter';
import type { EditorCommandContext } from '../../commands/command-context';
import type { Command } from '../../commands/command-registry';
import { usePreferences, useSetPreference } from '../../data/preferences/PreferencesProvider';
import { EDIT_SITE_SCOPE } from '../../data/preferences/preference-defaults';
import { readPreference } from '../../data/preferences/preference-values';
import { currentRecordRef } from '../save/current-entity';
import { WelcomeGuide } from './WelcomeGuide';
import { type GuideSituation, guideFor, guideToShow, WELCOME_GUIDES } from './welcome-guides';

/** The command behind the More menu's Tools → 'Welcome Guide'. */
export const OPEN_WELCOME_GUIDE = 'core/open-welcome-guide';

/**
 * Shows the welcome guide that belongs to what the location is editing until the user dismisses it
 * (the guide's `core/edit-site` preference becomes false, per user and saved), and registers
 * the command that opens it again (Tools → 'Welcome Guide' in the More menu, the palette).
 */
export function WelcomeGuides() {
  const location = useLocation();
  const record = useMemo(() => currentRecordRef(location), [location]);
  const canvas: GuideSituation['canvas'] =
    location.canvas === 'edit' && record !== null ? 'edit' : 'view';
  const preferences = usePreferences();
  const setPreference = useSetPreference();
  const guide = guideToShow(WELCOME_GUIDES, { record, canvas }, (scope, name) =>
    readPreference(preferences, scope, name),
  );
  const commands = useMemo(
    (): Command<EditorCommandContext>[] => [
      {
        name: OPEN_WELCOME_GUIDE,
        label: 'Welcome Guide',
        keywords: ['help', 'guide', 'tour'],
        history: 'none',
        isAvailable: (context) =>
          guideFor(WELCOME_GUIDES, { canvas: context.canvas, record: context.record }) !== null,
        run: (context) => {
          const found = guideFor(WELCOME_GUIDES, {
            canvas: context.canvas,
            record: context.record,
          });
          if (found !== null) setPreference(EDIT_SITE_SCOPE, found.preference, true);
        },
      },
    ],
    [setPreference],
  );
  useRegisterCommands(commands);
  if (guide === null) return null;
  return (
    <WelcomeGuide
      key={guide.preference}
      guide={guide}
      onFinish={() => setPreference(EDIT_SITE_SCOPE, guide.preference, false)}
    />
  );
}
