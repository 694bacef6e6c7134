import type { EditorBlock } from '../state/editor-block';
import { flattenBlocks } from '../state/tree';

/** Blocks whose removal is confirmed first, with what the user would lose (spec 1 §4.7). */
const WARNINGS: Readonly<Record<string, string>> = {
  'core/query': 'Query Loop displays a list of posts or pages.',
  'core/post-content': 'Post or page content will not be displayed if you delete this block.',
  'core/post-template': 'Post Template displays each post or page in a Query Loop.',
};

/** The warning for removing these blocks (or something inside them), or null when none applies. */
export function removalWarning(blocks: readonly EditorBlock[]): string | null {
  for (const block of flattenBlocks(blocks)) {
    const warning = block.name === null ? undefined : WARNINGS[block.name];
    if (warning !== undefined) return warning;
    const metadata = block.attributes.metadata;
    if (typeof metadata === 'object' && metadata !== null && 'bindings' in metadata) {
      return 'This block has content that pattern overrides can change.';
    }
  }
  return null;
}
