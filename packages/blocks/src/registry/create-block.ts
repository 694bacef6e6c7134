import type { BlockAttributes, BlockNode } from '../grammar/block-node';
import type { BlockSpec, BlockType } from './block-type';
import { INNER_BLOCKS } from './inner-blocks';
import type { BlockRegistry } from './registry';

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Fills in defaults for attributes the caller left out. */
export function withDefaults(blockType: BlockType, attributes: BlockAttributes): BlockAttributes {
  const out: BlockAttributes = {};
  for (const [key, schema] of Object.entries(blockType.attributes)) {
    const value = attributes[key] ?? schema.default;
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * The attributes that belong in the block comment, in the type's attribute order: everything
 * except values sourced from the HTML, undefined values and values equal to their default.
 */
export function commentAttributes(
  blockType: BlockType,
  attributes: BlockAttributes,
): BlockAttributes {
  const out: BlockAttributes = {};
  for (const [key, schema] of Object.entries(blockType.attributes)) {
    const value = attributes[key];
    if (schema.source !== undefined || value === undefined) continue;
    if ('default' in schema && sameValue(schema.default, value)) continue;
    out[key] = value;
  }
  return out;
}

/** The block's saved HTML with `INNER_BLOCKS` where inner blocks go (`''` for none). */
function saveContent(
  blockType: BlockType,
  attributes: BlockAttributes,
  innerBlocks: readonly BlockNode[],
): string {
  if (blockType.save !== undefined) return blockType.save({ attributes, innerBlocks, blockType });
  return innerBlocks.length > 0 ? INNER_BLOCKS : '';
}

function innerContentFor(html: string, innerBlocks: readonly BlockNode[]): (string | null)[] {
  const withoutMark = innerBlocks.length > 0 ? html : html.split(INNER_BLOCKS).join('');
  if (withoutMark === '') return [];
  const content = `\n${withoutMark}\n`;
  const at = content.indexOf(INNER_BLOCKS);
  if (at < 0) return [content];
  const parts: (string | null)[] = [];
  const before = content.slice(0, at);
  const after = content.slice(at + INNER_BLOCKS.length);
  if (before !== '') parts.push(before);
  innerBlocks.forEach((_, index) => {
    if (index > 0) parts.push('\n\n');
    parts.push(null);
  });
  if (after !== '') parts.push(after);
  return parts;
}

function isNode(value: BlockSpec | BlockNode): value is BlockNode {
  return 'innerContent' in value;
}

/**
 * Creates a block node from a registered type the way the editor saves it: defaults applied,
 * `save` run, sourced and default values left out of the comment, content wrapped in newlines
 * and inner blocks separated by a blank line. Throws for an unregistered name.
 */
export function createBlock(
  registry: BlockRegistry,
  name: string,
  attributes: BlockAttributes = {},
  innerBlocks: readonly (BlockSpec | BlockNode)[] = [],
): BlockNode {
  const blockType = registry.get(name);
  if (blockType === undefined) throw new Error(`Unknown block type "${name}".`);
  const inner = innerBlocks.map((child) =>
    isNode(child)
      ? child
      : createBlock(registry, child.name, child.attributes, child.innerBlocks ?? []),
  );
  const full = withDefaults(blockType, attributes);
  const html = saveContent(blockType, full, inner);
  const innerContent = innerContentFor(html, inner);
  return {
    name,
    attributes: commentAttributes(blockType, full),
    innerBlocks: inner,
    innerHTML: innerContent.filter((part): part is string => part !== null).join(''),
    innerContent,
  };
}
