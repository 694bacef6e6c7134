import { Menu, MenuButton, MenuItem, useMenuStore } from '@ariakit/react';
import type { OpensOnArrival } from '../../../components/lazy-menu/LazyMenu';
import { MoreVerticalIcon } from '../../../ui/icons';
import type { ItemOption, MenuItemOptionsProps } from './MenuItemOptions';

/** The options menu itself (`MenuItemOptions` loads it on first use). */
export function MenuItemOptionsMenu({
  label,
  options,
  tabbable,
  defaultOpen = false,
}: MenuItemOptionsProps & OpensOnArrival) {
  const menu = useMenuStore({ defaultOpen });
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
        {options.map((option: ItemOption) => (
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
