import type { ComponentType } from 'react';
import { SyncedPatternEdit } from './block/Edit';
import type { BlockEditProps } from './block-edit-props';
import { DynamicContainerEdit } from './container/Edit';
import { CoverEdit } from './cover/Edit';
import { DynamicBlockPreview } from './dynamic/DynamicBlockPreview';
import { ImageEdit } from './image/Edit';
import { ListItemEdit } from './list-item/Edit';
import { NavigationEdit } from './navigation/NavigationEdit';
import { NavigationLinkEdit } from './navigation-link/Edit';
import { NavigationSubmenuEdit } from './navigation-submenu/Edit';
import { PatternEdit } from './pattern/Edit';
import { PostTemplateEdit } from './post-template/Edit';
import { QueryEdit } from './query/Edit';
import { SiteLogoEdit } from './site-logo/Edit';
import { SiteTaglineEdit } from './site-tagline/Edit';
import { SiteTitleEdit } from './site-title/Edit';
import { StaticBlockEdit } from './static/StaticBlockEdit';
import { TemplatePartEdit } from './template-part/Edit';

/** Blocks with their own edit component; the others are static markup or a dynamic preview. */
const EDIT_COMPONENTS: Readonly<Record<string, ComponentType<BlockEditProps>>> = {
  'core/template-part': TemplatePartEdit,
  'core/block': SyncedPatternEdit,
  'core/image': ImageEdit,
  'core/cover': CoverEdit,
  'core/list-item': ListItemEdit,
  'core/pattern': PatternEdit,
  'core/site-title': SiteTitleEdit,
  'core/site-tagline': SiteTaglineEdit,
  'core/site-logo': SiteLogoEdit,
  'core/navigation': NavigationEdit,
  'core/navigation-link': NavigationLinkEdit,
  'core/navigation-submenu': NavigationSubmenuEdit,
  'core/query': QueryEdit,
  'core/post-template': PostTemplateEdit,
  'core/query-pagination': DynamicContainerEdit,
  'core/query-no-results': DynamicContainerEdit,
};

/** The edit component of a block type. */
export function editComponentFor(
  name: string | null,
  dynamic: boolean,
): ComponentType<BlockEditProps> {
  const own = name === null ? undefined : EDIT_COMPONENTS[name];
  if (own !== undefined) return own;
  return dynamic ? DynamicBlockPreview : StaticBlockEdit;
}
