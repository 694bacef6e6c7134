import type { Action } from '../types';

/** The text of an action for the items it would act upon. */
export function getActionLabel<Item>(action: Action<Item>, items: Item[]): string {
  return typeof action.label === 'function' ? action.label(items) : action.label;
}

/** Whether an action applies to one item (no `isEligible` means always). */
export function isActionEligible<Item>(action: Action<Item>, item: Item): boolean {
  return action.isEligible ? action.isEligible(item) : true;
}

/** Actions offered on one item's row or card. */
export function getItemActions<Item>(actions: readonly Action<Item>[], item: Item): Action<Item>[] {
  return actions.filter((action) => isActionEligible(action, item));
}

/**
 * Actions the bulk bar offers for a selection: those that support bulk use and are eligible for
 * every selected item (spec 2 §5).
 */
export function getBulkActions<Item>(
  actions: readonly Action<Item>[],
  selectedItems: readonly Item[],
): Action<Item>[] {
  if (selectedItems.length === 0) {
    return [];
  }
  return actions.filter(
    (action) =>
      action.supportsBulk === true && selectedItems.every((item) => isActionEligible(action, item)),
  );
}

/**
 * Whether an item can be selected: some bulk action applies to it. Items no bulk action fits
 * get a disabled checkbox and are left out of 'Select all'.
 */
export function canSelectItem<Item>(actions: readonly Action<Item>[], item: Item): boolean {
  return actions.some((action) => action.supportsBulk === true && isActionEligible(action, item));
}

/** Whether any action could run on several items, which is what makes rows selectable. */
export function hasBulkActions<Item>(actions: readonly Action<Item>[]): boolean {
  return actions.some((action) => action.supportsBulk === true);
}
