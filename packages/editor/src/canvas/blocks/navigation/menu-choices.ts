import type { EntityRecord } from '../../../data/entities/store-state';
import { menuDisplayTitle, toNavigationMenu } from '../../../domain/navigation/navigation-menu';

/** One choice of 'Choose menu': a menu's id and its name. */
export interface MenuChoice {
  value: string;
  label: string;
}

/** What 'Choose menu' reads while no menu is chosen (WordPress's words). */
export const NO_MENU_CHOICE: MenuChoice = Object.freeze({
  value: '',
  label: 'Choose or create a Navigation Menu',
});

/** What the chosen menu is when the list does not hold it. */
export type ChosenMenu =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'found'; record: EntityRecord };

/**
 * The choices of the navigation block's 'Choose menu' (WordPress's menu selector): the menus of
 * the Navigation area's list (published and drafts, newest first), each named as that list names
 * it — its status in parentheses unless published, an untitled one '(no title {n})' by its place
 * in the list. While no menu is chosen the first choice says so; a chosen menu the list does not
 * hold (older than the list reaches, another status, deleted) comes first, as it is.
 */
export function menuChoices(
  records: readonly EntityRecord[] | null,
  chosenId: number | null,
  chosen: ChosenMenu,
): MenuChoice[] {
  const listed = (records ?? []).map((record, index) => {
    const menu = toNavigationMenu(record);
    return { value: String(menu.id), label: menuDisplayTitle(menu, index + 1) };
  });
  if (chosenId === null) return [NO_MENU_CHOICE, ...listed];
  const value = String(chosenId);
  if (listed.some((choice) => choice.value === value)) return listed;
  const label =
    chosen.state === 'found'
      ? menuDisplayTitle(toNavigationMenu(chosen.record), chosenId)
      : chosen.state === 'missing'
        ? 'Navigation Menu missing.'
        : 'Loading…';
  return [{ value, label }, ...listed];
}

/**
 * The title of a menu made with 'Create new menu', as WordPress names it: 'Navigation' — or
 * '{Area} navigation' for a navigation in a template part of that area ('Header navigation') —
 * and, when menus already start with that name, the name followed by their count plus one
 * ('Navigation 2', 'Navigation 3'…), moved on past a title that is taken.
 */
export function newMenuTitle(records: readonly EntityRecord[], areaLabel: string | null): string {
  const base = areaLabel === null ? 'Navigation' : `${areaLabel} navigation`;
  const titles = records.map((record) => toNavigationMenu(record).title.trim());
  const count = titles.filter((title) => title.startsWith(base)).length;
  if (count === 0) return base;
  let number = count + 1;
  while (titles.includes(`${base} ${number}`)) number += 1;
  return `${base} ${number}`;
}
