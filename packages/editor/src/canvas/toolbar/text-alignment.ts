import type { BlockType } from '@atelier/blocks';
import { blockToolbarFor } from '../blocks/block-uis';

export type TextAlignment = 'left' | 'center' | 'right';

export const TEXT_ALIGNMENTS: readonly TextAlignment[] = ['left', 'center', 'right'];

/**
 * The attribute holding a block's text alignment: the one its folder declares (`align` for the
 * paragraph, its saved form `has-text-align-*`), `textAlign` for headings, titles, post fields,
 * quotes and buttons; none for other blocks.
 */
export function textAlignAttribute(blockType: BlockType | undefined): string | null {
  if (blockType === undefined) return null;
  const own = blockToolbarFor(blockType.name).textAlignAttribute;
  if (own !== undefined) return own;
  return blockType.attributes.textAlign === undefined ? null : 'textAlign';
}
