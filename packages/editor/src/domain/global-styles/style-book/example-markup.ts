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

/**
 * The block markup the Style Book draws for a block type: its example's series when it has one
 * (every heading level), each block of the series with the example's inner blocks, else the
 * example itself (`exampleMarkup`). Null as `exampleMarkup` is.
 */
export function styleBookMarkup(registry: BlockRegistry, name: string): string | null {
  const example = registry.get(name)?.example;
  if (example?.series === undefined || example.series.length === 0) {
    return exampleMarkup(registry, name);
  }
  return serialize(
    example.series.map((attributes) =>
      createBlock(registry, name, { ...attributes }, example.innerBlocks ?? []),
    ),
  );
}
