import type { ReactNode } from 'react';
import type { InnerWrapperClasses } from '../block-list/layout-classes';
import type { EditorBlock } from '../state/editor-block';

/**
 * Props for a block's root element: `data-block`, `data-type`, focus, and its classes (block list,
 * layout, selection).
 */
export interface BlockRootProps extends Record<string, unknown> {
  className: string;
}

/** What every edit component gets. */
export interface BlockEditProps {
  block: EditorBlock;
  rootProps: BlockRootProps;
  /** The rendered inner blocks, to place where the block's markup holds them. */
  innerBlocks: ReactNode;
  /** Layout classes for the element inside the root that wraps the inner blocks (a cover's). */
  innerWrapper?: InnerWrapperClasses;
}
