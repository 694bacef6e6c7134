import type { ComponentType } from 'react';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { ButtonSettings } from './Settings';

/** core/button: its link settings. */
export const buttonPanels: readonly ComponentType<BlockControlProps>[] = [ButtonSettings];
