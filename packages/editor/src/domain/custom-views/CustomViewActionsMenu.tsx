import { Menu, MenuButton, MenuItem, useMenuStore } from '@ariakit/react';
import type { CustomViewItem } from './custom-views-query';

interface CustomViewActionsMenuProps {
  view: CustomViewItem;
  onRename: (view: CustomViewItem) => void;
  onDelete: (view: CustomViewItem) => void;
}

/** The ⋮ menu beside a custom view in the sidebar: Rename and Delete. */
export function CustomViewActionsMenu({ view, onRename, onDelete }: CustomViewActionsMenuProps) {
  const menu = useMenuStore();
  return (
    <>
      <MenuButton
        store={menu}
        className="atelier-custom-views__menu-button"
        aria-label={`Actions: ${view.title}`}
      >
        ⋮
      </MenuButton>
      <Menu store={menu} gutter={4} className="atelier-custom-views__menu">
        <MenuItem className="atelier-custom-views__menu-item" onClick={() => onRename(view)}>
          Rename
        </MenuItem>
        <MenuItem
          className="atelier-custom-views__menu-item is-destructive"
          onClick={() => onDelete(view)}
        >
          Delete
        </MenuItem>
      </Menu>
    </>
  );
}
