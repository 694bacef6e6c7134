import { Notice } from '../../components/Notice';
import { usePreference, useSetPreference } from '../../data/preferences/PreferencesProvider';
import { EDIT_SITE_SCOPE } from '../../data/preferences/preference-defaults';

const DISMISSED = 'isTemplatePartMoveNoticeDismissed';

/** Tells users who knew template parts as their own menu item where they went; once per user. */
export function TemplatePartMoveNotice() {
  const dismissed = usePreference(EDIT_SITE_SCOPE, DISMISSED) === true;
  const setPreference = useSetPreference();
  if (dismissed) return null;
  return (
    <Notice onDismiss={() => setPreference(EDIT_SITE_SCOPE, DISMISSED, true)}>
      Looking for template parts? Find them in "Patterns".
    </Notice>
  );
}
