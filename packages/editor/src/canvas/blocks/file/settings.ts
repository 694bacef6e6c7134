import type { ComponentType } from 'react';
import type { BlockControlProps } from '../../inspector/controls/block-control-props';
import { FileSettings } from './Settings';

/** core/file: address, embed and button. (Block tab panels, in display order) */
export const filePanels: readonly ComponentType<BlockControlProps>[] = [FileSettings];
