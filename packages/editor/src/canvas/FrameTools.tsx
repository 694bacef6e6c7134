import { memo } from 'react';
import type { FrameToolsSlots } from './editing-parts';
import { BlockToolbar } from './toolbar/BlockToolbar';
import { LinkPopover } from './toolbar/LinkPopover';
import { SlashInserter } from './toolbar/SlashInserter';

export interface FrameToolsProps {
  doc: Document;
  /** Keys typed while this code was on its way (`editing-parts.tsx`), taken as the parts open. */
  typedAhead?: FrameToolsSlots;
}

/**
 * What the editing canvas draws in its frame over the blocks once a person acts on them: the
 * block toolbar of the selection, the slash inserter and the link popover. Loaded on demand
 * (`editing-parts.tsx`): no first screen draws them. Memoised on its document and its kept keys'
 * slots (made once per mount): its mount (`LazyFrameToolsMount`) renders on every new selection,
 * and each part follows what it shows itself, so selecting a block renders the toolbar only, not
 * the inserter and the popover too.
 */
export const FrameTools = memo(function FrameTools({ doc, typedAhead }: FrameToolsProps) {
  return (
    <>
      <BlockToolbar doc={doc} />
      <SlashInserter doc={doc} typedAhead={typedAhead?.slash} />
      <LinkPopover doc={doc} typedAhead={typedAhead?.link} />
    </>
  );
});
