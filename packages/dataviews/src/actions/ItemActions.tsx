import { Menu, MenuButton, MenuItem, MenuProvider } from '@ariakit/react';
import { MoreIcon } from '../components/icons';
import type { Action } from '../types';
import { getActionLabel, getItemActions } from './action-eligibility';
import './actions.css';

/** Props of {@link ItemActions}. */
export interface ItemActionsProps<Item> {
  item: Item;
  /** Names the item in the menu button's accessible name. */
  itemTitle: string;
  actions: Action<Item>[];
  onRunAction: (action: Action<Item>, items: Item[]) => void;
}

/**
 * One item's actions: primary actions as buttons, the rest in an 'Actions' menu. Only eligible
 * actions appear.
 */
export function ItemActions<Item>({
  item,
  itemTitle,
  actions,
  onRunAction,
}: ItemActionsProps<Item>) {
  const eligible = getItemActions(actions, item);
  if (eligible.length === 0) {
    return null;
  }
  const primary = eligible.filter((action) => action.isPrimary);
  const secondary = eligible.filter((action) => !action.isPrimary);
  return (
    <div className="dataviews-item-actions">
      {primary.map((action) => {
        const label = getActionLabel(action, [item]);
        return (
          <button
            key={action.id}
            type="button"
            className={`dataviews-button${action.icon ? ' is-icon' : ''}${action.isDestructive ? ' is-destructive' : ''}`}
            aria-label={action.icon ? `${label}: ${itemTitle}` : undefined}
            title={action.icon ? label : undefined}
            onClick={() => onRunAction(action, [item])}
          >
            {action.icon ?? label}
          </button>
        );
      })}
      {secondary.length > 0 && (
        <MenuProvider>
          <MenuButton className="dataviews-button is-icon" aria-label={`Actions: ${itemTitle}`}>
            <MoreIcon />
          </MenuButton>
          <Menu className="dataviews-menu" gutter={4} portal>
            {secondary.map((action) => (
              <MenuItem
                key={action.id}
                className={`dataviews-menu__item${action.isDestructive ? ' is-destructive' : ''}`}
                onClick={() => onRunAction(action, [item])}
              >
                {getActionLabel(action, [item])}
              </MenuItem>
            ))}
          </Menu>
        </MenuProvider>
      )}
    </div>
  );
}
