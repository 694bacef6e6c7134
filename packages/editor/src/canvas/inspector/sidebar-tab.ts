import type { SidebarTab } from '../chrome/chrome-store';

/**
 * The tab the settings sidebar shows after the selection changed (spec 1 §2.9): a selected block
 * opens Block, except when editing a page; otherwise the document tab.
 */
export function tabForSelection(hasSelectedBlock: boolean, postType: string): SidebarTab {
  return hasSelectedBlock && postType !== 'page' ? 'block' : 'document';
}
