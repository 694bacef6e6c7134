import { memo } from 'react';
import { BlockToolbar } from './toolbar/BlockToolbar';
import { LinkPopover } from './toolbar/LinkPopover';
import { SlashInserter } from './toolbar/SlashInserter';

/**
 * What the editing canvas draws in its frame over the blocks once a person acts on them: the
 * block toolbar of the selection, the slash inserter and the link popover. Loaded on demand
 * (`editing-parts.ts`): no first screen draws them. Memoised on its document: its mount
 * (`LazyFrameToolsMount`) renders on every new selection, and each part follows what it shows
 * itself, so selecting a block renders the toolbar only, not the inserter and the popover too.
 */
export const FrameTools = memo(function FrameTools({ doc }: { doc: Document }) {
  return (
    <>
      <BlockToolbar doc={doc} />
      <SlashInserter doc={doc} />
      <LinkPopover doc={doc} />
    </>
  );
});
