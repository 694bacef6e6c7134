import { Menu, MenuButton, MenuItem, useMenuStore } from '@ariakit/react';
import { useGlobalStyles } from '../../domain/global-styles/use-global-styles';
import { MoreVerticalIcon } from '../../ui/icons';
import '../../components/record-details/RecordActionsMenu.css';

/** The Styles header's More menu: 'Reset styles', disabled while there is nothing to reset. */
export function StylesMoreMenu() {
  const menu = useMenuStore();
  const { canReset, reset } = useGlobalStyles();
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
