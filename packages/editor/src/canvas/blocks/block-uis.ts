import type { ComponentType } from 'react';
import { accordionItemUi, accordionUi } from './accordion';
import { syncedPatternUi } from './block';
import type { BlockEditProps } from './block-edit-props';
import type { BlockToolbarUi, BlockUi } from './block-ui';
import { dynamicContainerUi } from './container';
import { coverUi } from './cover';
import { DynamicBlockPreview } from './dynamic/DynamicBlockPreview';
import { fileUi } from './file';
import { imageUi } from './image';
import { listItemUi } from './list-item';
import { moreUi, nextpageUi } from './more';
import { navigationUi } from './navigation';
import { navigationLinkUi } from './navigation-link';
import { navigationSubmenuUi } from './navigation-submenu';
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
import { StaticBlockEdit } from './static/StaticBlockEdit';
import { templatePartUi } from './template-part';

/** The block types with their own editor UI; one folder each (some folders serve several). */
export const BLOCK_UIS: Readonly<Record<string, BlockUi>> = {
  'core/accordion': accordionUi,
  'core/accordion-item': accordionItemUi,
  'core/block': syncedPatternUi,
  'core/cover': coverUi,
  'core/file': fileUi,
  'core/image': imageUi,
  'core/list-item': listItemUi,
  'core/more': moreUi,
  'core/navigation': navigationUi,
  'core/navigation-link': navigationLinkUi,
  'core/navigation-submenu': navigationSubmenuUi,
  'core/nextpage': nextpageUi,
  'core/paragraph': paragraphUi,
  'core/pattern': patternUi,
  'core/post-content': postContentUi,
  'core/post-featured-image': postFeaturedImageUi,
  'core/post-template': postTemplateUi,
  'core/post-title': postTitleUi,
  'core/query': queryUi,
  'core/query-no-results': dynamicContainerUi,
  'core/query-pagination': dynamicContainerUi,
  'core/quote': quoteUi,
  'core/site-logo': siteLogoUi,
  'core/site-tagline': siteTaglineUi,
  'core/site-title': siteTitleUi,
  'core/social-link': socialLinkUi,
  'core/template-part': templatePartUi,
};

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

/** The block type's own toolbar behaviour (none for most blocks). */
export function blockToolbarFor(name: string | null): BlockToolbarUi {
  return (name === null ? undefined : BLOCK_UIS[name]?.toolbar) ?? NO_TOOLBAR;
}
