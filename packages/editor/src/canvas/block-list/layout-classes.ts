import {
  type BlockType,
  layoutClasses,
  layoutContainerCss,
  nestedInnerWrapperClass,
} from '@atelier/blocks';
import type { EditorBlock } from '../state/editor-block';
import { canvasAspectRatio } from './aspect-ratio-classes';
import { canvasDuotone } from './duotone-classes';

/** Classes for the element inside a block's root that wraps its inner blocks. */
export interface InnerWrapperClasses {
  /** A class the wrapper has in the saved HTML (`wp-block-cover__inner-container`). */
  wrapperClass: string;
  classes: string[];
}

export interface CanvasLayout {
  /** Classes for the block's root element. */
  classes: string[];
  /** The layout classes, when they belong on an inner wrapper rather than on the root. */
  inner?: InnerWrapperClasses;
  css: string;
}

/**
 * The classes and CSS the public renderer adds to a block at render time (its layout, its
 * duotone, its aspect ratio), keyed by client id. The layout classes go where the renderer puts
 * them: on the element wrapping the inner blocks (a cover's inner container), else on the root.
 */
export function canvasLayout(
  blockType: BlockType | undefined,
  block: EditorBlock,
  rootPaddingAware = false,
): CanvasLayout {
  if (blockType === undefined) return { classes: [], css: '' };
  const layout = layoutOnly(blockType, block, rootPaddingAware);
  const duotone = canvasDuotone(blockType, block);
  const ratio = canvasAspectRatio(blockType, block);
  const css = layout.css + duotone.css + ratio.css;
  const wrapperClass = layout.classes.length > 0 ? nestedInnerWrapperClass(block) : undefined;
  if (wrapperClass !== undefined) {
    return {
      classes: [...duotone.classes, ...ratio.classes],
      inner: { wrapperClass, classes: layout.classes },
      css,
    };
  }
  return { classes: [...layout.classes, ...duotone.classes, ...ratio.classes], css };
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
