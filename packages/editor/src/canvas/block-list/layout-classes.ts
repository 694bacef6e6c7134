import { type BlockType, layoutClasses, layoutContainerCss } from '@atelier/blocks';
import type { EditorBlock } from '../state/editor-block';

/** The classes and CSS the public renderer adds to a block's layout, keyed by client id. */
export function canvasLayout(
  blockType: BlockType | undefined,
  block: EditorBlock,
  rootPaddingAware = false,
): { classes: string[]; css: string } {
  if (blockType === undefined) return { classes: [], css: '' };
  const classes = layoutClasses(blockType, block.attributes, { rootPaddingAware });
  if (classes.length === 0) return { classes, css: '' };
  const containerClass = `wp-container-${block.clientId}`;
  const css = layoutContainerCss(`.${containerClass}`, blockType, block.attributes);
  return css === '' ? { classes, css } : { classes: [...classes, containerClass], css };
}
