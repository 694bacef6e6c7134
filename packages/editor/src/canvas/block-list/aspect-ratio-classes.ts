import type { BlockType } from '@atelier/blocks';
import { isCssAspectRatio } from '@atelier/theme-json';
import type { EditorBlock } from '../state/editor-block';

/**
 * A block's aspect ratio in the canvas, as the public renderer adds it (it is never in the saved
 * HTML): `has-aspect-ratio` and a class of its own (named after the client id) whose rule sets
 * the ratio and unsets the minimum height.
 */
export function canvasAspectRatio(
  blockType: BlockType,
  block: Pick<EditorBlock, 'clientId' | 'attributes'>,
): { classes: string[]; css: string } {
  if (blockType.supports?.dimensions?.aspectRatio !== true) return { classes: [], css: '' };
  const style = block.attributes.style;
  const dimensions =
    typeof style === 'object' && style !== null
      ? (style as Record<string, unknown>).dimensions
      : undefined;
  const ratio =
    typeof dimensions === 'object' && dimensions !== null
      ? (dimensions as Record<string, unknown>).aspectRatio
      : undefined;
  if (typeof ratio !== 'string' || !isCssAspectRatio(ratio)) return { classes: [], css: '' };
  const own = `wp-aspect-ratio-${block.clientId}`;
  return {
    classes: ['has-aspect-ratio', own],
    css: `.${own}{aspect-ratio:${ratio};min-height:unset}`,
  };
}
