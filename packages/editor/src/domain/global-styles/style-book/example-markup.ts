import { applyBlockStyle, type BlockRegistry, createBlock, serialize } from '@atelier/blocks';

/**
 * The block markup of a block type's example (`BlockType.example`), written as the editor saves
 * blocks, with one of its style variations selected when `style` names one (its `is-style-*`
 * class). Null when the type is unknown, has no example, or has no such style.
 */
export function exampleMarkup(
  registry: BlockRegistry,
  name: string,
  style?: string,
): string | null {
  const blockType = registry.get(name);
  const example = blockType?.example;
  if (blockType === undefined || example === undefined) return null;
  const attributes = { ...example.attributes };
  if (style !== undefined) {
    const selected = blockType.styles?.find((candidate) => candidate.name === style);
    if (selected === undefined) return null;
    const className = typeof attributes.className === 'string' ? attributes.className : undefined;
    attributes.className = applyBlockStyle(className, selected);
  }
  return serialize([createBlock(registry, name, attributes, example.innerBlocks ?? [])]);
}
