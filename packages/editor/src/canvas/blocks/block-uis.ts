import type { ComponentType } from 'react';
import type { BlockControlProps } from '../inspector/controls/block-control-props';
import { accordionItemUi, accordionUi } from './accordion';
import { syncedPatternUi } from './block';
import type { BlockEditProps } from './block-edit-props';
import type { BlockToolbarUi, BlockUi } from './block-ui';
import { buttonUi } from './button';
import { columnsUi } from './columns';
import { dynamicContainerUi } from './container';
import { coverUi } from './cover';
import { DynamicBlockPreview } from './dynamic/DynamicBlockPreview';
import { fileUi } from './file';
import { headingUi } from './heading';
import { imageUi } from './image';
import { listItemUi } from './list-item';
import { listingUi } from './listing';
import { moreUi, nextpageUi } from './more';
import { navigationUi } from './navigation';
import { navigationLinkUi } from './navigation-link';
import { navigationSubmenuUi } from './navigation-submenu';
import { pageListUi } from './page-list';
import { paragraphUi } from './paragraph';
import { patternUi } from './pattern';
import { postContentUi } from './post-content';
import { postFeaturedImageUi } from './post-featured-image';
import { postTemplateUi } from './post-template';
import { postTitleUi } from './post-title';
import { queryUi } from './query';
import { quoteUi } from './quote';
import { siteLogoUi } from './site-logo';
import { siteTaglineUi } from './site-tagline';
import { siteTitleUi } from './site-title';
import { socialLinkUi } from './social-link';
import { spacerUi } from './spacer';
import { StaticBlockEdit } from './static/StaticBlockEdit';
import { templatePartUi } from './template-part';

/** The block types with their own editor UI; one folder each (some folders serve several). */
export const BLOCK_UIS: Readonly<Record<string, BlockUi>> = {
  'core/accordion': accordionUi,
  'core/accordion-item': accordionItemUi,
  'core/archives': listingUi,
  'core/block': syncedPatternUi,
  'core/button': buttonUi,
  'core/categories': listingUi,
  'core/columns': columnsUi,
  'core/cover': coverUi,
  'core/file': fileUi,
  'core/heading': headingUi,
  'core/image': imageUi,
  'core/latest-posts': listingUi,
  'core/list-item': listItemUi,
  'core/loginout': listingUi,
  'core/more': moreUi,
  'core/navigation': navigationUi,
  'core/navigation-link': navigationLinkUi,
  'core/navigation-submenu': navigationSubmenuUi,
  'core/nextpage': nextpageUi,
  'core/page-list': pageListUi,
  'core/paragraph': paragraphUi,
  'core/pattern': patternUi,
  'core/post-content': postContentUi,
  'core/post-featured-image': postFeaturedImageUi,
  'core/post-template': postTemplateUi,
  'core/post-time-to-read': listingUi,
  'core/post-title': postTitleUi,
  'core/query': queryUi,
  'core/query-no-results': dynamicContainerUi,
  'core/query-pagination': dynamicContainerUi,
  'core/query-title': headingUi,
  'core/query-total': listingUi,
  'core/quote': quoteUi,
  'core/site-logo': siteLogoUi,
  'core/site-tagline': siteTaglineUi,
  'core/site-title': siteTitleUi,
  'core/social-link': socialLinkUi,
  'core/spacer': spacerUi,
  'core/tag-cloud': listingUi,
  'core/template-part': templatePartUi,
};

const NO_SETTINGS: readonly ComponentType<BlockControlProps>[] = [];
const NO_TOOLBAR: BlockToolbarUi = {};

/** The canvas component of a block type: its own, else static markup or a dynamic preview. */
export function editComponentFor(
  name: string | null,
  dynamic: boolean,
): ComponentType<BlockEditProps> {
  const own = name === null ? undefined : BLOCK_UIS[name]?.edit;
  if (own !== undefined) return own;
  return dynamic ? DynamicBlockPreview : StaticBlockEdit;
}

/** The block type's own panels of the Block tab, in order (none for most blocks). */
export function blockSettingsFor(name: string): readonly ComponentType<BlockControlProps>[] {
  return BLOCK_UIS[name]?.settings ?? NO_SETTINGS;
}

/** The block type's own toolbar behaviour (none for most blocks). */
export function blockToolbarFor(name: string | null): BlockToolbarUi {
  return (name === null ? undefined : BLOCK_UIS[name]?.toolbar) ?? NO_TOOLBAR;
}
