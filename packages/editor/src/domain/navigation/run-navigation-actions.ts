import type { LocationTarget } from '../../app/location';
import type { NoticeStatus } from '../../components/notices/NoticesProvider';
import { menuLocation, NAVIGATION_LIST, type NavigationMenu } from './navigation-menu';
import {
  MENU_DELETED,
  MENU_DUPLICATED,
  MENU_RENAMED,
  menuDeleteFailure,
  menuDuplicateFailure,
  menuRenameFailure,
} from './navigation-notices';

/** What the menu actions need from the running editor; tests pass fakes. */
export interface NavigationMenuActionDeps {
  /** Saves a new title; on failure the title is back as it was and the error is thrown. */
  rename: (menu: NavigationMenu, title: string) => Promise<void>;
  /** Creates the copy; its id. */
  duplicate: (menu: NavigationMenu) => Promise<number>;
  remove: (menu: NavigationMenu) => Promise<void>;
  notify: (message: string, status: NoticeStatus) => void;
  open: (target: LocationTarget) => void;
}

/** Rename, then its notice (spec 2 §8); true when the new title was saved. */
export async function runMenuRename(
  deps: Pick<NavigationMenuActionDeps, 'rename' | 'notify'>,
  menu: NavigationMenu,
  title: string,
): Promise<boolean> {
  try {
    await deps.rename(menu, title);
    deps.notify(MENU_RENAMED, 'success');
    return true;
  } catch (error) {
    deps.notify(menuRenameFailure(error), 'error');
    return false;
  }
}

/** Duplicate, then its notice; the copy opens on its own screen. Its id, or null. */
export async function runMenuDuplicate(
  deps: Pick<NavigationMenuActionDeps, 'duplicate' | 'notify' | 'open'>,
  menu: NavigationMenu,
): Promise<number | null> {
  try {
    const id = await deps.duplicate(menu);
    deps.notify(MENU_DUPLICATED, 'success');
    deps.open(menuLocation(id));
    return id;
  } catch (error) {
    deps.notify(menuDuplicateFailure(error), 'error');
    return null;
  }
}

/** Delete, then its notice; a deleted menu's screen gives way to the list (spec 2 §2). */
export async function runMenuDelete(
  deps: Pick<NavigationMenuActionDeps, 'remove' | 'notify' | 'open'>,
  menu: NavigationMenu,
): Promise<boolean> {
  try {
    await deps.remove(menu);
    deps.notify(MENU_DELETED, 'success');
    deps.open(NAVIGATION_LIST);
    return true;
  } catch (error) {
    deps.notify(menuDeleteFailure(error), 'error');
    return false;
  }
}
