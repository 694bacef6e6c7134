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

/** The rich-text content of each item of a list (nested lists left out). */
export function listItemTexts(input: TransformInput): string[] {
  return input.innerBlocks
    .filter((item) => item.name === 'core/list-item')
    .map((item) => item.innerHTML.trim().replace(/^<li[^>]*>|<\/li>$/g, ''));
}

/** A transform from several text blocks of `blocks` types into one list of their contents. */
export function textsToList(blocks: readonly string[]): BlockTransform {
  return {
    blocks,
    isMultiBlock: true,
    transform: (inputs) => [
      {
        name: 'core/list',
        attributes: {},
        innerBlocks: inputs.map((input) => ({
          name: 'core/list-item',
          attributes: { content: contentOf(input) },
        })),
      },
    ],
  };
}
