import { Menu, MenuButton, MenuItem, useMenuStore } from '@ariakit/react';
import { useEffect, useState } from 'react';
import { MoreIcon } from '../components/icons';
import type { Action } from '../types';
import { getActionLabel } from './action-eligibility';
import type { RunAction } from './run-action';

/** Props of {@link ActionsMenu}. */
export interface ActionsMenuProps<Item> {
  item: Item;
  /** Accessible name of the menu button, e.g. 'Actions: Home'. */
  label: string;
  actions: Action<Item>[];
  onRunAction: RunAction<Item>;
}

type OpenedBy = 'pointer' | 'keyboard';

/**
 * The 'Actions' menu of one item. Until it is first opened it is a plain button: a page of 100
 * rows then costs 100 buttons rather than 100 menu stores. The first click (or Enter, Space,
 * ArrowDown) mounts the real menu already open, with focus placed as Ariakit would.
 */
export function ActionsMenu<Item>(props: ActionsMenuProps<Item>) {
  const [openedBy, setOpenedBy] = useState<OpenedBy | undefined>();
  if (openedBy) {
    return <MountedActionsMenu {...props} openedBy={openedBy} />;
  }
  return (
    <button
      type="button"
      className="dataviews-button is-icon"
      aria-label={props.label}
      aria-haspopup="menu"
      aria-expanded={false}
      // A click without a pointer position (detail 0) comes from Enter or Space.
      onClick={(event) => setOpenedBy(event.detail === 0 ? 'keyboard' : 'pointer')}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setOpenedBy('keyboard');
        }
      }}
    >
      <MoreIcon />
    </button>
  );
}

function MountedActionsMenu<Item>({
  item,
  label,
  actions,
  onRunAction,
  openedBy,
}: ActionsMenuProps<Item> & { openedBy: OpenedBy }) {
  const store = useMenuStore();
  useEffect(() => {
    store.setAutoFocusOnShow(true);
    store.setInitialFocus(openedBy === 'keyboard' ? 'first' : 'container');
    store.show();
  }, [store, openedBy]);
  return (
    <>
      <MenuButton store={store} className="dataviews-button is-icon" aria-label={label}>
        <MoreIcon />
      </MenuButton>
      <Menu store={store} className="dataviews-menu" gutter={4} portal unmountOnHide>
        {actions.map((action) => (
          <MenuItem
            key={action.id}
            className={`dataviews-menu__item${action.isDestructive ? ' is-destructive' : ''}`}
            onClick={() => onRunAction(action, [item], store.getState().disclosureElement)}
          >
            {getActionLabel(action, [item])}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
