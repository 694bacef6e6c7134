import type { ReactNode } from 'react';
import type { EditorBlock } from '../state/editor-block';

/** What every edit component gets. */
export interface BlockEditProps {
  block: EditorBlock;
  /** Props for the block's root element: `data-block`, `data-type`, selection class, focus. */
  rootProps: Record<string, unknown>;
  /** The rendered inner blocks, to place where the block's markup holds them. */
  innerBlocks: ReactNode;
}
