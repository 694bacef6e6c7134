import type { ComponentType } from 'react';
import type { BlockEditProps } from './block-edit-props';

/**
 * A block type's canvas UI, declared in its folder's `index.ts`: the component that shows it in
 * the canvas (without one, static markup or a dynamic preview) and what its toolbar offers beyond
 * what the block type says. Its own panels of the Block tab are declared beside it, in
 * `settings.ts` (`block-settings.ts`: loaded with the Block tab, not with the canvas).
 */
export interface BlockUi {
  edit?: ComponentType<BlockEditProps>;
  toolbar?: BlockToolbarUi;
}

/** A block's own toolbar behaviour (the rest follows from its type). */
export interface BlockToolbarUi {
  /** The attribute holding its text alignment, when it is not `textAlign`. */
  textAlignAttribute?: string;
  /** Bold, italic and Link even without a rich-text attribute of its own (its inner text). */
  formats?: boolean;
  /** Typing '/' while it is empty lists block types to turn it into. */
  slashInserter?: boolean;
}
