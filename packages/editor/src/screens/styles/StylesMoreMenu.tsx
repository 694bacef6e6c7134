import { Menu, MenuButton, MenuItem, useMenuStore } from '@ariakit/react';
import { useRouter } from '../../app/Router';
import { STYLES_GUIDE } from '../../components/welcome-guide/styles-guide';
import { useSetPreference } from '../../data/preferences/PreferencesProvider';
import { EDIT_SITE_SCOPE } from '../../data/preferences/preference-defaults';
import { canEditCss } from '../../domain/global-styles/edit-css-right';
import { useGlobalStyles } from '../../domain/global-styles/use-global-styles';
import { MoreVerticalIcon } from '../../ui/icons';
import '../../components/record-details/RecordActionsMenu.css';
import { stylesTarget } from './styles-links';

/**
 * The Styles header's More menu: 'Additional CSS' (for those who may edit CSS), 'Welcome Guide'
 * (shows 'Welcome to Styles' again) and 'Reset styles', disabled while there is nothing to reset.
 */
export function StylesMoreMenu() {
  const menu = useMenuStore();
  const { canReset, reset, user } = useGlobalStyles();
  const { navigate } = useRouter();
  const setPreference = useSetPreference();
  return (
    <>
      <MenuButton
        store={menu}
        className="atelier-record-actions__toggle"
        aria-label="More"
        title="More"
      >
        <MoreVerticalIcon />
      </MenuButton>
      {/* Closed, its items are not rendered: a screen's rows mount no menu until one opens. */}
      <Menu store={menu} gutter={4} unmountOnHide className="atelier-record-actions__menu">
        {canEditCss(user) && (
          <MenuItem
            className="atelier-record-actions__item"
            onClick={() => navigate(stylesTarget({ kind: 'css' }))}
          >
            Additional CSS
          </MenuItem>
        )}
        <MenuItem
          className="atelier-record-actions__item"
          onClick={() => setPreference(EDIT_SITE_SCOPE, STYLES_GUIDE.preference, true)}
        >
          Welcome Guide
        </MenuItem>
        <MenuItem
          className="atelier-record-actions__item"
          disabled={!canReset}
          accessibleWhenDisabled
          onClick={reset}
        >
          Reset styles
        </MenuItem>
      </Menu>
    </>
  );
}
