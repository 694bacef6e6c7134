import type { ComponentType } from 'react';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { HeadingLevelSettings } from './Settings';

/** core/heading and core/query-title: the heading level (core/post-title has its own folder). */
export const headingPanels: readonly ComponentType<BlockControlProps>[] = [HeadingLevelSettings];
