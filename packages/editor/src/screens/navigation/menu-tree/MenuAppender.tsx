import type { Ref } from 'react';
import { LazyMenu } from '../../../components/lazy-menu/LazyMenu';
import { PlusIcon } from '../../../ui/icons';
import type { MenuItemActions } from './use-menu-item-actions';
import '../../../components/record-details/RecordActionsMenu.css';

export interface MenuAppenderProps {
  actions: MenuItemActions;
  buttonRef: Ref<HTMLButtonElement>;
}

// The menu, its dialogs and the menu and dialog libraries come on first use (or once the page
// settles): not before the tree's rows.
const loadAppenderMenu = () =>
  import('./MenuAppenderMenu').then((module) => module.MenuAppenderMenu);

/**
 * 'Add menu item' at the end of the tree: a page (search of the published pages), a custom link
 * (address and label) or a submenu (label, address optional), added at the end of the menu.
 */
export function MenuAppender(props: MenuAppenderProps) {
  return (
    <LazyMenu
      load={loadAppenderMenu}
      props={props}
      label="Add menu item"
      className="atelier-menu-tree__add"
      buttonRef={props.buttonRef}
    >
      <PlusIcon />
      Add menu item
    </LazyMenu>
  );
}
