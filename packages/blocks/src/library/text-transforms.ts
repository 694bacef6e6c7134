import type { BlockNode } from '../grammar/block-node';
import type { BlockSpec, BlockTransform, TransformInput } from '../registry/block-type';

/** The rich-text content of a text block (`content`, or a quote's/pullquote's `value`). */
export function contentOf(input: TransformInput): string {
  const { content, value } = input.attributes;
  if (typeof content === 'string') return content;
  return typeof value === 'string' ? value : '';
}

/** Keeps the text alignment of paragraphs and headings when converting between them. */
export function alignmentOf(input: TransformInput): Record<string, unknown> {
  const align = input.attributes.align ?? input.attributes.textAlign;
  return typeof align === 'string' ? { align } : {};
}

/** A transform that maps each selected block to one block of `name`. */
export function eachTo(
  blocks: readonly string[],
  name: string,
  attributes: (input: TransformInput) => Record<string, unknown>,
  innerBlocks?: (input: TransformInput) => (BlockSpec | BlockNode)[],
): BlockTransform {
  return {
    blocks,
    transform: (inputs) =>
      inputs.map((input) => ({
        name,
        attributes: attributes(input),
        innerBlocks: innerBlocks?.(input) ?? [],
      })),
  };
}
