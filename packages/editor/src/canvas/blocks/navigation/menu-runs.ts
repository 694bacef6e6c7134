/** Menu blocks that are list items (`<li>`): runs of them share one `<ul>`. */
const MENU_LIST_ITEMS: ReadonlySet<string> = new Set([
  'core/navigation-link',
  'core/navigation-submenu',
  'core/home-link',
]);

interface MenuBlock {
  name: string | null;
  innerHTML: string;
}

/** A run of consecutive menu blocks: list items (one `<ul>`) or other blocks (page list, search…). */
export interface MenuRun<T> {
  items: boolean;
  blocks: T[];
}

/** The blocks of a menu that show something: white space between blocks is left out. */
export function meaningfulBlocks<T extends MenuBlock>(blocks: readonly T[]): T[] {
  return blocks.filter((block) => block.name !== null || block.innerHTML.trim() !== '');
}

/**
 * A menu's blocks in runs, as the public renderer groups them: consecutive list items go in one
 * `<ul class="wp-block-navigation__container">`, other blocks stand between those lists.
 */
export function menuRuns<T extends MenuBlock>(blocks: readonly T[]): MenuRun<T>[] {
  const runs: MenuRun<T>[] = [];
  for (const block of meaningfulBlocks(blocks)) {
    const items = MENU_LIST_ITEMS.has(block.name ?? '');
    const last = runs.at(-1);
    if (last !== undefined && last.items === items) last.blocks.push(block);
    else runs.push({ items, blocks: [block] });
  }
  return runs;
}
