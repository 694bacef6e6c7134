import { useMemo } from 'react';
import { useLocation } from '../../app/Router';
import { useRegisterCommands } from '../../commands/CommandCenter';
import type { EditorCommandContext } from '../../commands/command-context';
import type { Command } from '../../commands/command-registry';
import { usePreferences, useSetPreference } from '../../data/preferences/PreferencesProvider';
import { EDIT_SITE_SCOPE } from '../../data/preferences/preference-defaults';
import { readPreference } from '../../data/preferences/preference-values';
import { currentRecordRef } from '../save/current-entity';
import { LazyShellGuide } from './LazyGuideDialogs';
import { useGuideMayOpen } from './use-guide-may-open';
import {
  type GuideSituation,
  guidePreferencesKey,
  guidesToReopen,
  guideToShow,
  WELCOME_GUIDES,
} from './welcome-guides';

/** The command behind the More menu's Tools → 'Welcome Guide' and the palette's entry. */
export const OPEN_WELCOME_GUIDE = 'core/open-welcome-guide';

/**
 * Shows the site editor's welcome guides on every screen — 'Welcome to the site editor' first,
 * then 'Editing a template' or 'Editing a page' where one is edited — each until the user
 * dismisses it (its `core/edit-site` preference becomes false, per user and saved), and
 * registers the command that opens them again. A guide waits for the page's first screen to
 * draw (the editing canvas its blocks) and never opens over work started before (`useGuideMayOpen`).
 */
export function WelcomeGuides() {
  const location = useLocation();
  const record = useMemo(() => currentRecordRef(location), [location]);
  const canvas: GuideSituation['canvas'] =
    location.canvas === 'edit' && record !== null ? 'edit' : 'view';
  const preferences = usePreferences();
  const setPreference = useSetPreference();
  const read = (scope: string, name: string) => readPreference(preferences, scope, name);
  const mayOpen = useGuideMayOpen(location, guidePreferencesKey(WELCOME_GUIDES, read));
  const guide = guideToShow(WELCOME_GUIDES, { record, canvas }, read);
  const commands = useMemo(
    (): Command<EditorCommandContext>[] => [
      {
        name: OPEN_WELCOME_GUIDE,
        label: 'Welcome Guide',
        keywords: ['help', 'guide', 'tour', 'learn'],
        history: 'none',
        isAvailable: () => true,
        run: (context) => {
          const situation = { canvas: context.canvas, record: context.record };
          for (const found of guidesToReopen(WELCOME_GUIDES, situation)) {
            setPreference(EDIT_SITE_SCOPE, found.preference, true);
          }
        },
      },
    ],
    [setPreference],
  );
  useRegisterCommands(commands);
  if (guide === null || !mayOpen) return null;
  return (
    <LazyShellGuide
      key={guide.preference}
      guide={guide}
      onFinish={() => setPreference(EDIT_SITE_SCOPE, guide.preference, false)}
    />
  );
}
