import type { ComponentType } from 'react';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { HeadingLevelSettings } from '../heading/Settings';

/** core/post-title: the heading level. (Block tab panels, in display order) */
export const postTitlePanels: readonly ComponentType<BlockControlProps>[] = [HeadingLevelSettings];
