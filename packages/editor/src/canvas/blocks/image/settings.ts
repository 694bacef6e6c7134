import type { ComponentType } from 'react';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { ImageSettings } from './Settings';

/** core/image: media and size. (Block tab panels, in display order) */
export const imagePanels: readonly ComponentType<BlockControlProps>[] = [ImageSettings];
