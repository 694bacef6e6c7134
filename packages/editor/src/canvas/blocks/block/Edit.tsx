import { RECURSION_MESSAGE } from '@atelier/blocks';
import { useMemo } from 'react';
import { useEntityRecord } from '../../../data/entities/entity-hooks';
import type { RecordRef } from '../../../data/entities/store-state';
import { BlockList } from '../../block-list/BlockList';
import { joinClasses } from '../../block-list/dom-props';
import { BlockOwnerProvider } from '../../state/BlockEditorContext';
import { useBlocks } from '../../state/block-editor-hooks';
import { shownIn } from '../../state/record-instances';
import type { BlockEditProps } from '../block-edit-props';
import { ShownRecordProvider, useIsShownAround } from '../shown-records';

function PatternBlocks({ patternRef }: { patternRef: RecordRef }) {
  const blocks = useBlocks(patternRef);
  return <BlockList blocks={blocks} />;
}

/**
 * A synced pattern (`core/block` with `ref`): the pattern's blocks, edited in place; placed twice,
 * its blocks have client ids of their own in each place (`shownIn`); a pattern inside itself says
 * so instead of drawing itself forever.
 */
export function SyncedPatternEdit({ block, rootProps }: BlockEditProps) {
  const id = typeof block.attributes.ref === 'number' ? String(block.attributes.ref) : null;
  const patternRef = useMemo(
    (): RecordRef | null =>
      id === null ? null : shownIn({ kind: 'postType', name: 'wp_block', id }, block.clientId),
    [id, block.clientId],
  );
  const { record, error } = useEntityRecord('postType', 'wp_block', id);
  const insideItself = useIsShownAround(patternRef);
  const className = joinClasses('wp-block-block', rootProps.className);
  if (patternRef === null || error !== null) {
    return (
      <div {...rootProps} className={className}>
        Block has been deleted or is unavailable.
      </div>
    );
  }
  return (
    <div {...rootProps} className={className}>
      {insideItself ? (
        RECURSION_MESSAGE
      ) : record === null || record === undefined ? (
        'Loading…'
      ) : (
        <BlockOwnerProvider owner={patternRef}>
          <ShownRecordProvider shown={patternRef}>
            <PatternBlocks patternRef={patternRef} />
          </ShownRecordProvider>
        </BlockOwnerProvider>
      )}
    </div>
  );
}
