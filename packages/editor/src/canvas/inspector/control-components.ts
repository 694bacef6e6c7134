import type { ComponentType } from 'react';
import { ButtonSettings } from './block-settings/ButtonSettings';
import { ColumnsSettings } from './block-settings/ColumnsSettings';
import { CoverSettings } from './block-settings/CoverSettings';
import { HeadingLevelSettings } from './block-settings/HeadingLevelSettings';
import { ImageSettings } from './block-settings/ImageSettings';
import { NavigationLinkSettings } from './block-settings/NavigationLinkSettings';
import { NavigationPagesSettings } from './block-settings/NavigationPagesSettings';
import { NavigationSettings } from './block-settings/NavigationSettings';
import { QuerySettings } from './block-settings/QuerySettings';
import { SpacerSettings } from './block-settings/SpacerSettings';
import { TemplatePartSettings } from './block-settings/TemplatePartSettings';
import { AdvancedPanel } from './controls/AdvancedPanel';
import { AlignmentPanel } from './controls/AlignmentPanel';
import { BorderPanel } from './controls/BorderPanel';
import type { BlockControlProps } from './controls/block-control-props';
import { ColorPanel } from './controls/ColorPanel';
import { DimensionsPanel } from './controls/DimensionsPanel';
import { LayoutPanel } from './controls/LayoutPanel';
import { TypographyPanel } from './controls/TypographyPanel';
import type { ControlId } from './supports-controls';

/** The component of each panel id of `CONTROL_RULES`. */
export const CONTROL_COMPONENTS: Record<ControlId, ComponentType<BlockControlProps>> = {
  'heading-level': HeadingLevelSettings,
  image: ImageSettings,
  button: ButtonSettings,
  columns: ColumnsSettings,
  query: QuerySettings,
  navigation: NavigationSettings,
  'navigation-pages': NavigationPagesSettings,
  'navigation-link': NavigationLinkSettings,
  'template-part': TemplatePartSettings,
  spacer: SpacerSettings,
  cover: CoverSettings,
  alignment: AlignmentPanel,
  layout: LayoutPanel,
  color: ColorPanel,
  typography: TypographyPanel,
  dimensions: DimensionsPanel,
  border: BorderPanel,
  advanced: AdvancedPanel,
};
