import type { ComponentType } from 'react';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { SpacerSettings } from './Settings';

/** core/spacer: its height. */
export const spacerPanels: readonly ComponentType<BlockControlProps>[] = [SpacerSettings];
