import { BlockToolbar } from './toolbar/BlockToolbar';
import { LinkPopover } from './toolbar/LinkPopover';
import { SlashInserter } from './toolbar/SlashInserter';

/**
 * What the editing canvas draws in its frame over the blocks once a person acts on them: the
 * block toolbar of the selection, the slash inserter and the link popover. Loaded on demand
 * (`editing-parts.ts`): no first screen draws them.
 */
export function FrameTools({ doc }: { doc: Document }) {
  return (
    <>
      <BlockToolbar doc={doc} />
      <SlashInserter doc={doc} />
      <LinkPopover doc={doc} />
    </>
  );
}
