import type { ComponentType } from 'react';
import type { BlockControlProps } from '../inspector/controls/block-control-props';
import { accordionItemPanels, accordionPanels } from './accordion/settings';
import { buttonPanels } from './button/settings';
import { columnsPanels } from './columns/settings';
import { coverPanels } from './cover/settings';
import { filePanels } from './file/settings';
import { headingPanels } from './heading/settings';
import { imagePanels } from './image/settings';
import { listingPanels } from './listing/settings';
import { morePanels } from './more/settings';
import { navigationPanels } from './navigation/settings';
import { navigationLinkPanels } from './navigation-link/settings';
import { navigationSubmenuPanels } from './navigation-submenu/settings';
import { pageListPanels } from './page-list/settings';
import { postTitlePanels } from './post-title/settings';
import { queryPanels } from './query/settings';
import { siteTitlePanels } from './site-title/settings';
import { spacerPanels } from './spacer/settings';
import { templatePartPanels } from './template-part/settings';

/**
 * The block types with panels of their own in the Block tab, each from its folder's
 * `settings.ts`, in display order (before the panels its supports give it). Only the Block tab's
 * chunk imports this table: no Settings component is loaded before the canvas's first block.
 */
export const BLOCK_SETTINGS: Readonly<Record<string, readonly ComponentType<BlockControlProps>[]>> =
  {
    'core/accordion': accordionPanels,
    'core/accordion-item': accordionItemPanels,
    'core/archives': listingPanels,
    'core/button': buttonPanels,
    'core/categories': listingPanels,
    'core/columns': columnsPanels,
    'core/cover': coverPanels,
    'core/file': filePanels,
    'core/heading': headingPanels,
    'core/image': imagePanels,
    'core/latest-posts': listingPanels,
    'core/loginout': listingPanels,
    'core/more': morePanels,
    'core/navigation': navigationPanels,
    'core/navigation-link': navigationLinkPanels,
    'core/navigation-submenu': navigationSubmenuPanels,
    'core/page-list': pageListPanels,
    'core/post-time-to-read': listingPanels,
    'core/post-title': postTitlePanels,
    'core/query': queryPanels,
    'core/query-title': headingPanels,
    'core/query-total': listingPanels,
    'core/site-title': siteTitlePanels,
    'core/spacer': spacerPanels,
    'core/tag-cloud': listingPanels,
    'core/template-part': templatePartPanels,
  };

const NO_SETTINGS: readonly ComponentType<BlockControlProps>[] = [];

/** The block type's own panels of the Block tab, in order (none for most blocks). */
export function blockSettingsFor(name: string): readonly ComponentType<BlockControlProps>[] {
  return BLOCK_SETTINGS[name] ?? NO_SETTINGS;
}
