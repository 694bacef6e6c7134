import type { ComponentType } from 'react';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { ColumnsSettings } from './Settings';

/** core/columns: the column count. */
export const columnsPanels: readonly ComponentType<BlockControlProps>[] = [ColumnsSettings];
