import type { Action } from '../types';
import { ActionsMenu } from './ActionsMenu';
import { getActionLabel, getItemActions } from './action-eligibility';
import type { RunAction } from './run-action';
import './actions.css';

/** Props of {@link ItemActions}. */
export interface ItemActionsProps<Item> {
  item: Item;
  /** Names the item in the menu button's accessible name. */
  itemTitle: string;
  actions: Action<Item>[];
  onRunAction: RunAction<Item>;
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
            onClick={(event) => onRunAction(action, [item], event.currentTarget)}
          >
            {action.icon ?? label}
          </button>
        );
      })}
      {secondary.length > 0 && (
        <ActionsMenu
          item={item}
          label={`Actions: ${itemTitle}`}
          actions={secondary}
          onRunAction={onRunAction}
        />
      )}
    </div>
  );
}
