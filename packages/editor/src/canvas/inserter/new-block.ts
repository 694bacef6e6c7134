import { type BlockRegistry, type BlockSpec, createBlock } from '@atelier/blocks';
import { type EditorBlock, withClientIds } from '../state/editor-block';

/**
 * Inner blocks a new container starts with, so it can be typed into at once (a list has an item,
 * a quote a paragraph…). Containers with a default variation take its inner blocks instead.
 */
const STARTING_CHILDREN: Readonly<Record<string, readonly string[]>> = {
  'core/list': ['core/list-item'],
  'core/quote': ['core/paragraph'],
  'core/pullquote': [],
  'core/buttons': ['core/button'],
  'core/group': ['core/paragraph'],
  'core/column': ['core/paragraph'],
  'core/cover': ['core/paragraph'],
  'core/details': ['core/paragraph'],
  'core/accordion': ['core/accordion-item'],
  'core/accordion-item': ['core/accordion-heading', 'core/accordion-panel'],
  'core/accordion-panel': ['core/paragraph'],
  'core/media-text': ['core/paragraph'],
};

function childSpec(name: string): BlockSpec {
  const children = STARTING_CHILDREN[name] ?? [];
  return { name, attributes: {}, innerBlocks: children.map(childSpec) };
}

/** A block as the inserter, the slash inserter and drag-to-insert create it. */
export function createNewBlock(registry: BlockRegistry, name: string): EditorBlock {
  const type = registry.get(name);
  const variation = type?.variations?.find((candidate) => candidate.isDefault === true);
  if (variation?.innerBlocks !== undefined && variation.innerBlocks.length > 0) {
    const inner = variation.innerBlocks.map(([childName, attributes]) => ({
      ...childSpec(childName),
      attributes: attributes ?? {},
    }));
    return withClientIds(createBlock(registry, name, variation.attributes ?? {}, inner));
  }
  const spec = childSpec(name);
  return withClientIds(createBlock(registry, name, {}, spec.innerBlocks));
}
