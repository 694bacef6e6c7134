import type { EditorBlock } from '../state/editor-block';

/** The name shown for a block: its `metadata.name`, else its type's title. */
export function blockLabel(block: EditorBlock, typeTitle: string | undefined): string {
  const metadata = block.attributes.metadata;
  if (typeof metadata === 'object' && metadata !== null && 'name' in metadata) {
    const name = metadata.name;
    if (typeof name === 'string' && name !== '') return name;
  }
  return typeTitle ?? (block.name === null ? 'Classic' : block.name);
}
