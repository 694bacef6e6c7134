import { type BlockType, layoutClasses, layoutContainerCss } from '@atelier/blocks';
import type { EditorBlock } from '../state/editor-block';
import { canvasAspectRatio } from './aspect-ratio-classes';
import { canvasDuotone } from './duotone-classes';

/**
 * The classes and CSS the public renderer adds to a block at render time (its layout, its
 * duotone, its aspect ratio), keyed by client id.
 */
export function canvasLayout(
  blockType: BlockType | undefined,
  block: EditorBlock,
  rootPaddingAware = false,
): { classes: string[]; css: string } {
  if (blockType === undefined) return { classes: [], css: '' };
  const layout = layoutOnly(blockType, block, rootPaddingAware);
  const duotone = canvasDuotone(blockType, block);
  const ratio = canvasAspectRatio(blockType, block);
  return {
    classes: [...layout.classes, ...duotone.classes, ...ratio.classes],
    css: layout.css + duotone.css + ratio.css,
  };
}

function layoutOnly(
  blockType: BlockType,
  block: EditorBlock,
  rootPaddingAware: boolean,
): { classes: string[]; css: string } {
  const classes = layoutClasses(blockType, block.attributes, { rootPaddingAware });
  if (classes.length === 0) return { classes, css: '' };
  const containerClass = `wp-container-${block.clientId}`;
  const css = layoutContainerCss(`.${containerClass}`, blockType, block.attributes);
  return css === '' ? { classes, css } : { classes: [...classes, containerClass], css };
}
