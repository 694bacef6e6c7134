import type { ComponentType } from 'react';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { MoreSettings } from './Settings';

/** core/more: the teaser option. (Block tab panels, in display order) */
export const morePanels: readonly ComponentType<BlockControlProps>[] = [MoreSettings];
