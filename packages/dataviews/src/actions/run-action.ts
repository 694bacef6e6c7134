import type { Action } from '../types';

/**
 * Runs an action on items. `returnFocusTo` is the control that triggered it, where focus goes
 * back when the action's dialog closes (the menu item that was clicked is gone by then).
 */
export type RunAction<Item> = (
  action: Action<Item>,
  items: Item[],
  returnFocusTo?: HTMLElement | null,
) => void;
