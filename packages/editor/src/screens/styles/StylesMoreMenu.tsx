import { Menu, MenuButton, MenuItem, useMenuStore } from '@ariakit/react';
import { useRouter } from '../../app/Router';
import { canEditCss } from '../../domain/global-styles/edit-css-right';
import { useGlobalStyles } from '../../domain/global-styles/use-global-styles';
import { MoreVerticalIcon } from '../../ui/icons';
import '../../components/record-details/RecordActionsMenu.css';
import { stylesTarget } from './styles-links';

/**
 * The Styles header's More menu: 'Additional CSS' (for those who may edit CSS) and 'Reset
 * styles', disabled while there is nothing to reset.
 */
export function StylesMoreMenu() {
  const menu = useMenuStore();
  const { canReset, reset, user } = useGlobalStyles();
  const { navigate } = useRouter();
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
      <Menu store={menu} gutter={4} className="atelier-record-actions__menu">
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
