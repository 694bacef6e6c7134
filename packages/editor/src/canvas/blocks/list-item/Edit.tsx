import { blockAttributes } from '@atelier/blocks';
import { useMemo } from 'react';
import { RichText } from '../../rich-text/RichText';
import { useBlockEditorStore, useBlockOwner } from '../../state/BlockEditorContext';
import { updateAttributes } from '../../state/update-attributes';
import type { BlockEditProps } from '../block-edit-props';

/** A list item: its text is editable; a nested list follows inside the item. */
export function ListItemEdit({ block, rootProps, innerBlocks }: BlockEditProps) {
  const store = useBlockEditorStore();
  const owner = useBlockOwner();
  const content = useMemo(() => {
    const value = blockAttributes(store.registry, block).content;
    return typeof value === 'string' ? value : '';
  }, [store, block]);
  const { clientId } = block;
  return (
    <li {...rootProps}>
      <RichText
        clientId={clientId}
        attribute="content"
        tagName="span"
        value={content}
        isMain
        placeholder="List"
        elementProps={{ className: 'atelier-list-item-text' }}
        onChange={(next) =>
          store.run(updateAttributes, { clientId, attributes: { content: next } }, owner, {
            coalesce: true,
          })
        }
      />
      {innerBlocks}
    </li>
  );
}
