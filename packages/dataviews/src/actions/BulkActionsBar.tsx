import type { Action } from '../types';
import { getActionLabel, getBulkActions } from './action-eligibility';
import type { RunAction } from './run-action';

/** Props of {@link BulkActionsBar}. */
export interface BulkActionsBarProps<Item> {
  selectedItems: Item[];
  actions: Action<Item>[];
  onRunAction: RunAction<Item>;
  onClearSelection: () => void;
}

/**
 * Shown while items are selected: how many, the actions that fit every selected item, and a way
 * to clear the selection.
 */
export function BulkActionsBar<Item>({
  selectedItems,
  actions,
  onRunAction,
  onClearSelection,
}: BulkActionsBarProps<Item>) {
  if (selectedItems.length === 0) {
    return null;
  }
  const bulk = getBulkActions(actions, selectedItems);
  const count = selectedItems.length;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of buttons, not a form group
    <div className="dataviews-bulk-bar" role="group" aria-label="Bulk actions">
      <span className="dataviews-bulk-bar__count" aria-live="polite">
        {count === 1 ? '1 item selected' : `${count} items selected`}
      </span>
      {bulk.map((action) => (
        <button
          key={action.id}
          type="button"
          className={`dataviews-button is-secondary${action.isDestructive ? ' is-destructive' : ''}`}
          onClick={(event) => onRunAction(action, selectedItems, event.currentTarget)}
        >
          {getActionLabel(action, selectedItems)}
        </button>
      ))}
      <button type="button" className="dataviews-button is-tertiary" onClick={onClearSelection}>
        Deselect
      </button>
    </div>
  );
}
