import type { ComponentType } from 'react';
import type { BlockControlProps } from '../inspector/controls/block-control-props';
import type { BlockEditProps } from './block-edit-props';

/**
 * A block type's editor UI, declared in its folder's `index.ts`: the component that shows it in
 * the canvas (without one, static markup or a dynamic preview) and its own panels of the Block
 * tab, in display order, before the panels its supports give it.
 */
export interface BlockUi {
  edit?: ComponentType<BlockEditProps>;
  settings?: readonly ComponentType<BlockControlProps>[];
}
