import type { NavigationMenu } from './navigation-menu';

/** Spec 2 §9: what a duplicated menu's title ends with. */
export const COPY_SUFFIX = ' (Copy)';

/**
 * Spec 2 §5: a menu's new title must be non-blank after trimming and differ from the current
 * one (the title saved is the trimmed text).
 */
export function isValidMenuRename(name: string, current: string): boolean {
  const trimmed = name.trim();
  return trimmed !== '' && trimmed !== current;
}

/**
 * Spec 2 §4: the copy's title is the menu's title (its slug when it has none, as WordPress does;
 * its '(no title {id})' name when it has neither) followed by ' (Copy)'.
 */
export function duplicateMenuTitle(menu: NavigationMenu): string {
  const name = menu.title.trim() || menu.slug || `(no title ${menu.id})`;
  return `${name}${COPY_SUFFIX}`;
}

/** What Duplicate creates (spec 2 §7 `POST {title, content, status publish}`). */
export type DuplicateMenuRecord = Readonly<{
  title: string;
  content: string;
  status: 'publish';
}>;

/** Spec 2 §7: the copy of a menu — its blocks under the ' (Copy)' title, published. */
export function duplicateMenuRecord(menu: NavigationMenu): DuplicateMenuRecord {
  return { title: duplicateMenuTitle(menu), content: menu.content, status: 'publish' };
}
