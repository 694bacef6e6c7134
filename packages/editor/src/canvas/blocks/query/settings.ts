import type { ComponentType } from 'react';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { QuerySettings } from './Settings';

/** core/query: its query. (Block tab panels, in display order) */
export const queryPanels: readonly ComponentType<BlockControlProps>[] = [QuerySettings];
