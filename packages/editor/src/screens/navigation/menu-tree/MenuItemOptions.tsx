import { Menu, MenuButton, MenuItem, useMenuStore } from '@ariakit/react';
import { MoreVerticalIcon } from '../../../ui/icons';
import '../../../components/record-details/RecordActionsMenu.css';

/** One entry of an item's options menu. */
export interface ItemOption {
  key: string;
  label: string;
  /** The shortcut, shown beside the name ('Ctrl+Shift+Alt+T'). */
  shortcut?: string;
  disabled?: boolean;
  destructive?: boolean;
  onSelect(): void;
}

/**
 * The ⋮ menu of one item of the menu tree ('Options for {label}'), in the look of the record
 * actions menu. Only the active row's button is in the tab order (the tree's arrows move rows).
 */
export function MenuItemOptions({
  label,
  options,
  tabbable,
}: {
  label: string;
  options: readonly ItemOption[];
  tabbable: boolean;
}) {
  const menu = useMenuStore();
  const name = `Options for ${label}`;
  return (
    <>
      <MenuButton
        store={menu}
        className="atelier-record-actions__toggle"
        aria-label={name}
        title={name}
        tabIndex={tabbable ? 0 : -1}
      >
        <MoreVerticalIcon />
      </MenuButton>
      {/* Closed, its items are not rendered: a screen's rows mount no menu until one opens. */}
      <Menu store={menu} gutter={4} unmountOnHide portal className="atelier-record-actions__menu">
        {options.map((option) => (
          <MenuItem
            key={option.key}
            disabled={option.disabled}
            className={`atelier-record-actions__item atelier-menu-tree__option${
              option.destructive === true ? ' is-destructive' : ''
            }`}
            onClick={option.onSelect}
          >
            {option.label}
            {option.shortcut !== undefined && (
              <span className="atelier-menu-tree__shortcut" aria-hidden="true">
                {option.shortcut}
              </span>
            )}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
