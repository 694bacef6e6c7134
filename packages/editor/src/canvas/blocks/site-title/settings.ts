import type { ComponentType } from 'react';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { HeadingLevelSettings } from '../heading/Settings';

/** core/site-title: its heading level. (Block tab panels, in display order) */
export const siteTitlePanels: readonly ComponentType<BlockControlProps>[] = [HeadingLevelSettings];
