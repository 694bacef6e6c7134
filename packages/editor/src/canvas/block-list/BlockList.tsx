import type { EditorBlock } from '../state/editor-block';
import { BlockView } from './BlockView';

/** A list of blocks; each is memoised, so only changed blocks render again. */
export function BlockList({ blocks }: { blocks: readonly EditorBlock[] }) {
  return blocks.map((block) => <BlockView key={block.clientId} block={block} />);
}
