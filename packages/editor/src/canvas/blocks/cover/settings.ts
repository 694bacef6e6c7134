import type { ComponentType } from 'react';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { CoverSettings } from './Settings';

/** core/cover: background media and overlay. (Block tab panels, in display order) */
export const coverPanels: readonly ComponentType<BlockControlProps>[] = [CoverSettings];
